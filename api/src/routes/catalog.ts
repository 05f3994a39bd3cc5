// Home banners, categories, product groups, product lists, search and the product page.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, PageOf } from '../schemas/common';
import {
  Banner,
  Category,
  CategoryQuery,
  HotSearch,
  Product,
  ProductListBody,
  ProductQuery,
  ProductSummary,
  ProductTag,
  SearchQuery,
  SearchSuggestions,
  SuggestQuery,
} from '../schemas/catalog';
import { requestLanguage } from '../lib/lang';
import * as catalog from '../services/catalog';
import { sendMemoizedJson } from '../lib/memoized-json';
import { rateLimit } from '../plugins/rate-limit';

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const freshness =
    app.config.catalogCacheMs > 0
      ? `Answers are cached for ${app.config.catalogCacheMs} ms (CATALOG_CACHE_MS) in each API process: a process shows at once ` +
        'the stock it changed itself, other processes may show stock up to that many ms old. Placing an order always checks ' +
        'stock in the database.'
      : 'Not cached (CATALOG_CACHE_MS=0): stock is read from the database on every call.';
  const reach =
    ` A list or search reaches its first ${catalog.MAX_RESULTS} products (a search: the first ${catalog.MAX_RESULTS} names that contain ` +
    'the words, then sorted); `total` counts at most that many, and a deeper page is empty.';
  app.get(
    '/indexImgs',
    { schema: { tags: ['catalog'], summary: 'Home banners', response: { 200: Envelope(Type.Array(Banner)) } } },
    async (request) => ({ data: await catalog.listBanners(app.db, requestLanguage(request)) }),
  );

  app.get(
    '/category/categoryInfo',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories under a parent (0: the top level)',
        querystring: CategoryQuery,
        response: { 200: Envelope(Type.Array(Category)) },
      },
    },
    async (request) => ({
      data: await catalog.listCategories(app.db, request.query.parentId, requestLanguage(request)),
    }),
  );

  app.get(
    '/prod/tag/prodTagList',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Home product groups',
        response: { 200: Envelope(Type.Array(ProductTag)) },
      },
    },
    async (request) => ({ data: await catalog.listTags(app.db, requestLanguage(request)) }),
  );

  app.post(
    '/prod/prodListByTagIdSelect',
    {
      config: { rateLimit: rateLimit(app, 'browse') },
      // A comma-separated string of category ids is accepted as well as an array.
      preValidation: async (request) => {
        const body = request.body as { categoryIds?: unknown } | undefined;
        if (body && typeof body === 'object' && typeof body.categoryIds === 'string') {
          const text = body.categoryIds.trim();
          body.categoryIds = text === '' ? [] : text.split(',').map((s) => (/^\s*\d+\s*$/.test(s) ? Number(s) : s));
        }
      },
      schema: {
        tags: ['catalog'],
        summary: 'A page of products by group, categories (with their subcategories) and price, sorted',
        description: freshness + reach,
        body: ProductListBody,
        response: { 200: Envelope(PageOf(ProductSummary)) },
      },
    },
    async (request, reply) => {
      const page = await catalog.listProducts(
        app.db,
        app.dialect,
        request.body,
        requestLanguage(request),
        app.catalogCache,
      );
      return app.catalogCache.enabled ? sendMemoizedJson(reply, page, '', () => ({ data: page })) : { data: page };
    },
  );

  app.get(
    '/prod/pageBySearch',
    {
      config: { rateLimit: rateLimit(app, 'browse') },
      schema: {
        tags: ['catalog'],
        summary: 'A page of products whose name (in any language) contains prodName, case-insensitive',
        description: freshness + reach,
        querystring: SearchQuery,
        response: { 200: Envelope(PageOf(ProductSummary)) },
      },
    },
    async (request, reply) => {
      const page = await catalog.searchProducts(
        app.db,
        app.dialect,
        request.query,
        requestLanguage(request),
        app.catalogCache,
      );
      return app.catalogCache.enabled ? sendMemoizedJson(reply, page, '', () => ({ data: page })) : { data: page };
    },
  );

  app.get(
    '/search/suggest',
    {
      config: { rateLimit: rateLimit(app, 'browse') },
      schema: {
        tags: ['catalog'],
        summary:
          'Names for what is being typed in the search box: categories (at most three) then products, eight at most',
        description:
          'Categories and products whose names (in any language) hold every typed word, most relevant first; when none ' +
          'does, those holding some of them (`nearest`). Typos are forgiven as in prod/pageBySearch. Names are read from ' +
          'an index each API process rebuilds every minute.',
        querystring: SuggestQuery,
        response: { 200: Envelope(SearchSuggestions) },
      },
    },
    async (request) => ({ data: await catalog.suggestSearch(app.db, request.query.q, requestLanguage(request)) }),
  );

  app.get(
    '/search/hotSearch',
    { schema: { tags: ['catalog'], summary: 'Hot search words', response: { 200: Envelope(HotSearch) } } },
    async (request) => ({ data: await catalog.listHotSearches(app.db, requestLanguage(request)) }),
  );

  app.get(
    '/prod/prodInfo',
    {
      preHandler: app.optionalMember,
      schema: {
        tags: ['catalog'],
        summary: 'A product with its specs and SKUs (unknown or removed: 404, code 121)',
        description: `${freshness} isCollect is read for the signed-in member on every call.`,
        querystring: ProductQuery,
        response: { 200: Envelope(Product) },
      },
    },
    async (request, reply) => {
      const { page, isCollect } = await catalog.getProduct(
        app.db,
        request.query.prodId,
        request.memberId,
        requestLanguage(request),
        app.config.maxUnitsPerSku,
        app.catalogCache,
      );
      const body = () => ({ data: { ...page, isCollect } });
      return app.catalogCache.enabled ? sendMemoizedJson(reply, page, String(isCollect), body) : body();
    },
  );
};
export default catalogRoutes;
