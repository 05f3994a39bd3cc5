import type { Order } from '../contracts';

/** An order as the API answers it (the shopper's and the console's tests start from it). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'PP202611210001',
    status: 1,
    items: [
      {
        prodId: 7,
        skuId: 71,
        shopId: 1,
        prodName: 'Jasmine rice 5 kg',
        prodNameKh: 'អង្ករម្លិះ ៥ គីឡូ',
        prodNameEn: 'Jasmine rice 5 kg',
        prodNameCn: '茉莉香米 5 公斤',
        skuName: '5 kg',
        skuNameKh: '៥ គីឡូ',
        skuNameEn: '5 kg',
        skuNameCn: '5 公斤',
        specs: 'Weight: 5 kg',
        specsKh: 'ទម្ងន់៖ ៥ គីឡូ',
        specsEn: 'Weight: 5 kg',
        specsCn: '重量：5 公斤',
        pic: '/api/images/rice.svg',
        price: 12.5,
        prodCount: 2,
      },
    ],
    productAmount: 25,
    deliveryFee: 1,
    amount: 26,
    paymentMethod: 1,
    remarks: '',
    recTime: '2026-11-22T10:00:00+07:00',
    createTime: '2026-11-21T14:05:00+07:00',
    payTime: null,
    shipTime: null,
    finishTime: null,
    cancelTime: null,
    estimatedDeliveryTime: '2026-11-22T18:00:00+07:00',
    address: { receiver: 'Dara', mobile: '012345678', addr: 'St 51, Daun Penh', addrType: 1 },
    tracking: [{ status: 1, time: '2026-11-21T14:05:00+07:00' }],
    delivery: null,
    ...overrides,
  };
}
