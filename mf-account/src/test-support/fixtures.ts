import type { Address, Page, ProductSummary } from '@mall/shared';

export { makeOrder } from '../../../shared/src/test-support/orders';

export function pageOf<T>(records: T[], current = 1, pages = 1): Page<T> {
  return { records, total: records.length, current, size: 10, pages };
}

export function makeAddress(overrides: Partial<Address> = {}): Address {
  return {
    addrId: 1,
    receiver: 'Dara',
    mobile: '012345678',
    addr: 'St 51, Daun Penh',
    addrType: 1,
    commonAddr: 1,
    khan: 'doun-penh',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    prodId: 7,
    prodName: 'Jasmine rice 5 kg',
    prodNameKh: 'អង្ករម្លិះ ៥ គីឡូ',
    prodNameEn: 'Jasmine rice 5 kg',
    prodNameCn: '茉莉香米 5 公斤',
    pic: '/api/images/rice.svg',
    price: 12.5,
    oriPrice: 14,
    stock: 30,
    soldNum: 12,
    ...overrides,
  };
}
