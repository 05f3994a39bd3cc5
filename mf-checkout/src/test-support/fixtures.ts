import type { Address, CartItem, OrderConfirmation } from '@mall/shared';

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const basketId = overrides.basketId ?? 1;
  return {
    basketId,
    count: 2,
    prodId: 10 + basketId,
    shopId: 1,
    skuId: 100 + basketId,
    prodName: `Rice cooker ${basketId}`,
    prodNameKh: `ឆ្នាំងដាំបាយ ${basketId}`,
    prodNameEn: `Rice cooker ${basketId}`,
    prodNameCn: `电饭煲 ${basketId}`,
    skuName: 'White',
    skuNameKh: 'ស',
    skuNameEn: 'White',
    skuNameCn: '白色',
    pic: `/api/images/p${basketId}.svg`,
    price: 10,
    stock: 20,
    valid: true,
    ...overrides,
  };
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    addrId: 7,
    receiver: 'Sok Dara',
    mobile: '012345678',
    addr: '12 Street 51, Boeung Keng Kang 1, Chamkar Mon',
    addrType: 1,
    commonAddr: 1,
    khan: 'chamkar-mon',
    ...overrides,
  };
}

export function confirmation(overrides: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    orderNumber: 'PP202611210001',
    items: [
      {
        prodId: 11,
        skuId: 101,
        shopId: 1,
        prodName: 'Rice cooker 1',
        prodNameKh: 'ឆ្នាំងដាំបាយ 1',
        prodNameEn: 'Rice cooker 1',
        prodNameCn: '电饭煲 1',
        skuName: 'White',
        skuNameKh: 'ស',
        skuNameEn: 'White',
        skuNameCn: '白色',
        specs: 'Colour: White',
        specsKh: 'ពណ៌៖ ស',
        specsEn: 'Colour: White',
        specsCn: '颜色：白色',
        pic: '/api/images/p1.svg',
        price: 10,
        prodCount: 2,
      },
    ],
    productAmount: 20,
    deliveryFee: 1,
    freeDeliveryFrom: 50,
    amount: 21,
    rielRate: 4100,
    rielStep: 100,
    amountRiel: 86_100,
    address: address(),
    estimatedDeliveryTime: '2026-11-23T12:00:00+07:00',
    payTypes: [1, 2],
    ...overrides,
  };
}
