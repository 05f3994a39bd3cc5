// Catalogue entities and call payloads, as the OpenAPI document at /api/docs shows them.
import { Type } from '@fastify/type-provider-typebox';
import { Id, Localized, Money, PagingProps } from './common';

export const Banner = Type.Object({
  imgUrl: Type.String(),
  prodId: Type.Union([Type.Integer(), Type.Null()], { description: 'the product the banner opens, if any' }),
  seq: Type.Integer(),
  // The headline drawn on the picture (for its alt text); absent for a picture not drawn by this API.
  ...Type.Partial(Type.Object(Localized('title'))).properties,
});

export const Category = Type.Object({
  categoryId: Type.Integer(),
  parentId: Type.Integer({ description: '0 for a top-level category' }),
  ...Localized('categoryName'),
  pic: Type.String(),
});

export const ProductTag = Type.Object({
  id: Type.Integer(),
  ...Localized('title'),
  seq: Type.Integer(),
  style: Type.String({ description: "how the home page lays the group out: 'grid' or 'row'" }),
});

export const HotSearch = Type.Object({
  list: Type.Array(Type.Object({ hotSearchId: Type.Integer(), ...Localized('title') })),
});

export const ShopperPhoto = Type.Object({
  width: Type.Integer({ description: 'pixels, upright: the widest file' }),
  height: Type.Integer({ description: 'pixels, upright, at that width' }),
  placeholder: Type.String({ description: "the photo's dominant colour (#rrggbb), shown while it loads" }),
  widths: Type.Array(Type.Integer(), {
    description: 'the widths it is served at: /api/images/photo/<hash>-<width>.<avif|webp|jpg>',
  }),
});

/** Of a product's picture URLs, those of uploaded photos (drawings have none). */
const Photos = Type.Optional(
  Type.Record(Type.String(), ShopperPhoto, {
    description:
      "by picture URL (`pic`, `imgs`, a SKU's `pic`), each one that is an uploaded photo: what a `<picture>` needs. Absent when none is",
  }),
);

export const ProductSummary = Type.Object({
  prodId: Type.Integer(),
  ...Localized('prodName'),
  pic: Type.String(),
  photos: Photos,
  price: Type.Number({ description: "US dollars: the lowest-priced SKU's price" }),
  oriPrice: Type.Number({ description: "US dollars: that SKU's original price" }),
  stock: Type.Integer({ description: 'the sum over its SKUs' }),
  soldNum: Type.Integer(),
});

export const Product = Type.Object({
  ...ProductSummary.properties,
  shopId: Type.Integer(),
  maxPerOrder: Type.Integer({
    description:
      "the most units of one SKU one order or cart line may hold (the merchant's own, else the shop's MAX_UNITS_PER_SKU); more: 125",
  }),
  imgs: Type.Array(Type.String()),
  ...Localized('brief'),
  ...Localized('content'),
  tags: Type.Array(Type.Integer()),
  categories: Type.Array(Type.Integer()),
  specs: Type.Array(
    Type.Object({
      ...Localized('name'),
      values: Type.Array(Type.Object({ ...Localized('value') })),
    }),
  ),
  skuList: Type.Array(
    Type.Object({
      skuId: Type.Integer(),
      specValues: Type.Record(Type.String(), Type.String(), {
        description: '{ <spec name in English>: <value in English> }',
      }),
      ...Localized('skuName'),
      price: Money,
      oriPrice: Money,
      stock: Type.Integer(),
      pic: Type.String(),
    }),
  ),
  isCollect: Type.Boolean({ description: 'whether the signed-in member has it among favourites (false for visitors)' }),
});

export const Sort = Type.Integer({
  minimum: 0,
  maximum: 4,
  default: 0,
  description: '0 recommended, 1 best-selling, 2 price ascending, 3 price descending, 4 newest',
});

const Price = Type.Number({ minimum: 0, maximum: 10_000_000, description: 'US dollars' });

export const CategoryQuery = Type.Object({
  parentId: Type.Integer({
    minimum: 0,
    maximum: 2147483647,
    default: 0,
    description: '0 (default) lists the top level',
  }),
});

export const ProductListBody = Type.Object({
  tagId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: 'a product group of prod/tag/prodTagList' }),
  ),
  categoryIds: Type.Optional(
    Type.Array(Id, {
      maxItems: 100,
      description: 'category ids (an array; a comma-separated string is accepted too); each includes its subcategories',
    }),
  ),
  shopId: Type.Integer({
    minimum: 1,
    maximum: 2147483647,
    default: 1,
    description: 'the one shop is 1; another shop has no products',
  }),
  sort: Sort,
  ...PagingProps,
  minPrice: Type.Optional(Price),
  maxPrice: Type.Optional(Price),
});

export const SearchQuery = Type.Object({
  prodName: Type.String({
    maxLength: 100,
    default: '',
    description:
      "words found in the product's name or brief in any language (case, width, zero-width characters and the order of " +
      'Khmer marks do not matter; a Latin word of 5+ letters may hold one typo, of 8+ letters two); empty lists every product',
  }),
  sort: Type.Integer({
    minimum: 0,
    maximum: 4,
    default: 0,
    description:
      'optional, as for product lists (1 best-selling … 4 newest); 0 with words: the most relevant first (the whole ' +
      "name, then the name's start, words at a word's start, words inside the name, the brief; the shopper's language " +
      'first; then sold count)',
  }),
  ...PagingProps,
});

export const SuggestQuery = Type.Object({
  q: Type.String({ maxLength: 100, description: 'what the shopper has typed so far (read as prodName is)' }),
});

export const SearchSuggestions = Type.Object({
  nearest: Type.Boolean({
    description: 'true: no name holds every word; these are the names that hold some of them (the nearest matches)',
  }),
  list: Type.Array(
    Type.Object({
      kind: Type.Union([Type.Literal('category'), Type.Literal('product')]),
      id: Type.Integer({ description: 'categoryId or prodId' }),
      parentId: Type.Optional(Type.Integer({ description: "a category's parent (0: a top category)" })),
      name: Type.String({ description: "in the request's language" }),
    }),
    { maxItems: 8 },
  ),
});

export const ProductQuery = Type.Object({ prodId: Id });
