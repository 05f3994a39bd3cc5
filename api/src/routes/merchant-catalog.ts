// merchant/products, product, sku, categories, tags, banners, hotSearches, settings: the console's catalogue calls.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, Id, PageOf } from '../schemas/common';
import {
  BulkBody,
  BulkResult,
  EntityDeleteBody,
  EntityRecord,
  EntitySaveBody,
  MERCHANT_ENTITIES,
  MerchantProduct,
  MerchantProductRow,
  MerchantSku,
  ProductListQuery,
  ProductSaveBody,
  SettingsSaveBody,
  SettingsView,
  StockBody,
  type EntityKindName,
} from '../schemas/merchant';
import { staffCallOf, staffOnly } from '../plugins/staff-auth';
import * as products from '../services/merchant-catalog';
import { deleteEntity, listEntities, saveEntity } from '../services/merchant-entities';
import { readSettings, saveSettings, withShownBankAccount } from '../services/merchant-settings';
import { createPaymentProvider } from '../services/payment-providers';
import { ERROR_CODE, MallError } from '../errors';

const merchantCatalog: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = staffOnly(app, 'merchant catalogue', ['catalogue']);
  const owner = staffOnly(app, 'merchant settings', []);
  const provider = createPaymentProvider(app.config);

  app.get(
    '/merchant/products',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: 'Every product, on sale or not: search, filters, sort, paging',
        querystring: ProductListQuery,
        response: { 200: Envelope(PageOf(MerchantProductRow)) },
      },
    },
    async (request) => ({ data: await products.listProducts(app.db, app.dialect, request.query) }),
  );

  app.get(
    '/merchant/product',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: 'A product with its SKUs, photos and versions',
        querystring: Type.Object({ prodId: Id }),
        response: { 200: Envelope(MerchantProduct) },
      },
    },
    async (request) => ({ data: await products.getProduct(app.db, request.query.prodId) }),
  );

  app.post(
    '/merchant/product/save',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: 'Create (no prodId) or update a product and its SKUs (with the version read: 132 when stale)',
        description:
          'A SKU with a skuId is changed, one without is added (with its stock), a live SKU left out goes off sale. ' +
          "An existing SKU's stock changes only through sku/stock or products/bulk.",
        body: ProductSaveBody,
        response: { 200: Envelope(MerchantProduct) },
      },
    },
    async (request) => ({ data: await products.saveProduct(staffCallOf(request), request.body) }),
  );

  app.post(
    '/merchant/products/bulk',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: 'Prices and stock of many SKUs at once, each at the version read (stale ones refused, the rest saved)',
        body: BulkBody,
        response: { 200: Envelope(BulkResult) },
      },
    },
    async (request) => ({ data: await products.bulkEdit(staffCallOf(request), request.body) }),
  );

  app.post(
    '/merchant/sku/stock',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        summary: "A SKU's stock: { delta } (added in SQL; below zero: 120) or { stock, version } (132 when stale)",
        body: StockBody,
        response: { 200: Envelope(MerchantSku) },
      },
    },
    async (request) => ({ data: await products.changeStock(staffCallOf(request), request.body) }),
  );

  for (const kind of Object.keys(MERCHANT_ENTITIES) as EntityKindName[]) {
    const { list, one, idKey } = MERCHANT_ENTITIES[kind];
    app.get(
      `/merchant/${list}`,
      {
        ...catalogue,
        schema: {
          ...catalogue.schema,
          summary: `Every ${one}, in order`,
          response: { 200: Envelope(Type.Array(EntityRecord(kind))) },
        },
      },
      async () => ({ data: await listEntities(app.db, kind) }),
    );
    app.post(
      `/merchant/${one}/save`,
      {
        ...catalogue,
        schema: {
          ...catalogue.schema,
          summary: `Create (no ${idKey}) or update a ${one} (with its version: 132 when stale)`,
          body: EntitySaveBody(kind),
          response: { 200: Envelope(EntityRecord(kind)) },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        if (body[idKey] !== undefined && body.version === undefined) {
          throw new MallError(ERROR_CODE.badRequest, `Request Error: version is required to update a ${one}`);
        }
        return { data: await saveEntity(staffCallOf(request), kind, request.body) };
      },
    );
    app.post(
      `/merchant/${one}/delete`,
      {
        ...catalogue,
        schema: {
          ...catalogue.schema,
          summary: `Delete a ${one} (with its version: 132 when stale)`,
          body: EntityDeleteBody(kind),
          response: { 200: EmptyEnvelope },
        },
      },
      async (request) => {
        const body = request.body as Record<string, number>;
        await deleteEntity(staffCallOf(request), kind, body[idKey], body.version);
        return { data: null };
      },
    );
  }

  app.get(
    '/merchant/settings',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary: 'The site settings, and the transfer account shoppers are shown now',
        response: { 200: Envelope(SettingsView) },
      },
    },
    async () => ({ data: await withShownBankAccount(app.db, await readSettings(app.db), provider) }),
  );

  app.post(
    '/merchant/settings/save',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary: 'Save the site settings (with their version: 132 when stale)',
        body: SettingsSaveBody,
        response: { 200: Envelope(SettingsView) },
      },
    },
    async (request) => ({
      data: await withShownBankAccount(app.db, await saveSettings(staffCallOf(request), request.body), provider),
    }),
  );
};
export default merchantCatalog;
