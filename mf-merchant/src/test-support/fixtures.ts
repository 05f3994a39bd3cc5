import type { Page } from '@mall/shared';
import type {
  MerchantCategory,
  MerchantOrderDetail,
  MerchantProduct,
  MerchantProductRow,
  MerchantTag,
  Photo,
} from '@mall/shared';
import { makeOrder as makeShopperOrder } from '../../../shared/src/test-support/orders';

export function pageOf<T>(records: T[], current = 1, pages = 1): Page<T> {
  return { records, total: records.length, current, size: 20, pages };
}

export const CATEGORIES: MerchantCategory[] = [
  {
    categoryId: 3,
    parentId: 0,
    nameKh: 'អង្ករ',
    nameEn: 'Rice',
    nameCn: '大米',
    pic: '',
    seq: 0,
    version: 1,
  },
  {
    categoryId: 4,
    parentId: 0,
    nameKh: 'ផ្លែឈើ',
    nameEn: 'Fruit',
    nameCn: '水果',
    pic: '',
    seq: 1,
    version: 1,
  },
];

export const TAGS: MerchantTag[] = [
  { tagId: 1, titleKh: 'ថ្មី', titleEn: 'New', titleCn: '新品', seq: 0, style: 'grid', version: 1 },
];

export function makeRow(overrides: Partial<MerchantProductRow> = {}): MerchantProductRow {
  return {
    prodId: 7,
    prodName: 'Jasmine rice 5 kg',
    prodNameKh: 'អង្ករម្លិះ ៥ គីឡូ',
    prodNameEn: 'Jasmine rice 5 kg',
    prodNameCn: '茉莉香米 5 公斤',
    pic: '/api/images/rice.svg',
    price: 12.5,
    stock: 30,
    status: 1,
    categoryId: 3,
    updatedAt: '2026-11-25T10:00:00+07:00',
    version: 4,
    ...overrides,
  };
}

export function makePhoto(photoId: number): Photo {
  const hash = `h${photoId}`;
  const at = (width: number) => ({
    avif: `/api/images/photo/${hash}-${width}.avif`,
    webp: `/api/images/photo/${hash}-${width}.webp`,
    jpeg: `/api/images/photo/${hash}-${width}.jpg`,
  });
  return {
    photoId,
    hash,
    width: 1200,
    height: 1600,
    placeholder: '#a0522d',
    urls: { '320': at(320), '640': at(640) },
  };
}

export function makeProduct(overrides: Partial<MerchantProduct> = {}): MerchantProduct {
  return {
    prodId: 7,
    prodName: 'Jasmine rice 5 kg',
    prodNameKh: 'អង្ករម្លិះ ៥ គីឡូ',
    prodNameEn: 'Jasmine rice 5 kg',
    prodNameCn: '茉莉香米 5 公斤',
    brief: 'Fragrant rice from Battambang',
    briefKh: '',
    briefEn: 'Fragrant rice from Battambang',
    briefCn: '',
    contentKh: '',
    contentEn: '',
    content: '',
    contentCn: '',
    categoryId: 3,
    tags: [1],
    status: 1,
    pic: '',
    photos: [],
    mainPhotoId: null,
    maxPerOrder: null,
    skus: [
      {
        skuId: 71,
        specValues: { Weight: '5 kg' },
        skuName: '5 kg',
        skuNameKh: '៥ គីឡូ',
        skuNameEn: '5 kg',
        skuNameCn: '5 公斤',
        price: 12.5,
        oriPrice: 14,
        stock: 30,
        version: 2,
      },
    ],
    updatedAt: '2026-11-25T10:00:00+07:00',
    version: 4,
    ...overrides,
  };
}

/**
 * An order of two 250 g packs of Kampot pepper, a variant the shop left without a name (its specs say which), as the
 * staff API answers it: the shared order with the member's mobile, its payments and its history (each status by the
 * shopper or the shop, unless a test says who).
 */
export function makeOrder(overrides: Partial<MerchantOrderDetail> = {}): MerchantOrderDetail {
  const order = makeShopperOrder();
  const tracking: MerchantOrderDetail['tracking'] = [
    { status: 1, time: '2026-11-25T09:30:00+07:00' },
    { status: 2, time: '2026-11-25T09:45:00+07:00' },
  ];
  return {
    ...order,
    orderNumber: 'PP202611250007',
    status: 2,
    cashTaken: null,
    items: [
      {
        ...order.items[0],
        prodName: 'Kampot pepper',
        prodNameKh: 'ម្រេចកំពត',
        prodNameEn: 'Kampot pepper',
        prodNameCn: '贡布胡椒',
        skuName: '',
        skuNameKh: '',
        skuNameEn: '',
        skuNameCn: '',
        specs: 'Weight: 250 g',
        specsKh: 'ទម្ងន់៖ ២៥០ ក្រាម',
        specsEn: 'Weight: 250 g',
        specsCn: '重量：250 克',
        pic: '/api/images/pepper.jpg',
      },
    ],
    recTime: '2026-11-25T16:00:00+07:00',
    createTime: '2026-11-25T09:30:00+07:00',
    payTime: '2026-11-25T09:45:00+07:00',
    estimatedDeliveryTime: '2026-11-25T16:00:00+07:00',
    tracking,
    mobile: '012345678',
    payments: [],
    history: tracking.map((step) => ({ ...step, by: null })),
    returns: [],
    ...overrides,
  };
}
