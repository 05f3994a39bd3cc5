import type { Category, Page, Product, ProductSummary, ProductTag } from '@mall/shared';

const names = (en: string, km = `${en} (km)`, zh = `${en} (zh)`) => ({ en, km, zh });

export function summary(prodId: number, en: string, extra: Partial<ProductSummary> = {}): ProductSummary {
  const n = names(en);
  return {
    prodId,
    prodName: n.en,
    prodNameEn: n.en,
    prodNameKh: n.km,
    prodNameCn: n.zh,
    pic: `/api/images/prod/fruit-1-${prodId % 10}.svg`,
    price: 2.5,
    oriPrice: 3,
    stock: 10,
    soldNum: 4,
    ...extra,
  };
}

export function category(categoryId: number, en: string, parentId = 0): Category {
  return {
    categoryId,
    parentId,
    categoryName: en,
    categoryNameEn: en,
    categoryNameKh: `${en} (km)`,
    categoryNameCn: `${en} (zh)`,
    pic: '',
  };
}

export function tag(id: number, en: string): ProductTag {
  return { id, seq: id, style: 'grid', title: en, titleEn: en, titleKh: `${en} (km)`, titleCn: `${en} (zh)` };
}

export function page<T>(records: T[], current = 1, pages = 1): Page<T> {
  return { records, current, pages, size: 10, total: records.length * pages };
}

/** A shirt in sizes S and M and colours Red and Blue; M/Blue does not exist and S/Blue is sold out. */
export function shirt(): Product {
  const value = (en: string) => ({ value: en, valueEn: en, valueKh: `${en} (km)`, valueCn: `${en} (zh)` });
  const sku = (skuId: number, size: string, colour: string, price: number, stock: number) => ({
    skuId,
    specValues: { Size: size, Colour: colour },
    skuName: `${size} ${colour}`,
    skuNameEn: `${size} ${colour}`,
    skuNameKh: `${size} ${colour}`,
    skuNameCn: `${size} ${colour}`,
    price,
    oriPrice: price + 1,
    stock,
    pic: `/api/images/prod/shirt-${skuId}-0.svg`,
  });
  return {
    ...summary(7, 'Linen shirt', { price: 10, oriPrice: 11, stock: 8, soldNum: 12 }),
    shopId: 1,
    maxPerOrder: 20,
    imgs: ['/api/images/prod/shirt-1-0.svg', '/api/images/prod/shirt-1-1.svg'],
    brief: 'Cool in the heat',
    briefEn: 'Cool in the heat',
    briefKh: 'Cool in the heat (km)',
    briefCn: 'Cool in the heat (zh)',
    content: 'Washed linen.',
    contentEn: 'Washed linen.',
    contentKh: 'Washed linen. (km)',
    contentCn: 'Washed linen. (zh)',
    tags: [1],
    categories: [3],
    specs: [
      { name: 'Size', nameEn: 'Size', nameKh: 'Size (km)', nameCn: 'Size (zh)', values: [value('S'), value('M')] },
      {
        name: 'Colour',
        nameEn: 'Colour',
        nameKh: 'Colour (km)',
        nameCn: 'Colour (zh)',
        values: [value('Red'), value('Blue')],
      },
    ],
    skuList: [sku(71, 'S', 'Red', 10, 5), sku(72, 'S', 'Blue', 10, 0), sku(73, 'M', 'Red', 12, 3)],
    isCollect: false,
  };
}
