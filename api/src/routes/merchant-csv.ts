// merchant/products/export.csv and merchant/products/import: the catalogue as a spreadsheet.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { ImportResult, ProductExportQuery } from '../schemas/merchant';
import { staffCallOf, staffOnly } from '../plugins/staff-auth';
import { CSV_COLUMNS, exportProducts, importProducts } from '../services/merchant-csv';
import { productFilterOf } from '../services/merchant-catalog';

const MAX_CSV_BYTES = 20 * 1024 * 1024;

const merchantCsv: FastifyPluginAsyncTypebox = async (app) => {
  const catalogue = staffOnly(app, 'merchant catalogue', ['catalogue'], 'costly');
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/merchant/products/export.csv',
    {
      ...catalogue,
      schema: {
        ...catalogue.schema,
        querystring: ProductExportQuery,
        summary: `The live SKUs of the products the list's filters find (every product without one) as CSV, one line each: ${CSV_COLUMNS.join(', ')}`,
        description:
          'spec is JSON ({"Size":"L"}); text a spreadsheet would run as a formula starts with an apostrophe.',
      },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="products.csv"')
        .send(exportProducts(app.db, app.dialect, await productFilterOf(app.db, request.query))),
  );

  app.post(
    '/merchant/products/import',
    {
      ...catalogue,
      bodyLimit: MAX_CSV_BYTES,
      schema: {
        ...catalogue.schema,
        summary: "Import products from CSV (the export's columns); dryRun=1 only checks. Any error: nothing is written",
        description:
          'A line with prodId and skuId changes that SKU (its stock is set to the value); prodId without skuId adds a ' +
          'SKU; neither adds a product (its lines share prodNameEn). created / updated count SKU lines.',
        querystring: Type.Object({
          dryRun: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0 })),
        }),
        body: Type.String({ description: 'text/csv' }),
        response: { 200: Envelope(ImportResult) },
      },
    },
    async (request) => ({
      data: await importProducts(staffCallOf(request), request.body, request.query.dryRun === 1),
    }),
  );
};
export default merchantCsv;
