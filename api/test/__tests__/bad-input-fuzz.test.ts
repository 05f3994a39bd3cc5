// Thousands of generated malformed requests across all 33 calls of the API: never a 500, every refusal a
// catalogue code with its status, and not one row changed.
import fc from 'fast-check';
import { CALLS, requestFor } from '../api-calls';
import { databases, createTestApp, signUpMember } from '../helpers';
import { addAddress, buyNow, client, databaseDigest, onSaleSkus, setSku } from '../commerce';
import { ERROR_MESSAGES, httpStatusFor } from '../../src/errors';

const NUM_RUNS = { sqlite: 3000, postgres: 1000 } as const;

describe.each(databases)('malformed input on every call (%s)', (kind) => {
  it('never answers 500, always refuses with a catalogue code and its status, and changes no row', async () => {
    const ctx = await createTestApp(kind);
    try {
      // A member with something to own: an address, a cart line, an order.
      const member = await signUpMember(ctx.app);
      const api = client(ctx.app, member.token);
      const [sku] = await onSaleSkus(ctx.db, 1);
      await setSku(ctx.db, sku.skuId, { stock: 50 });
      const addrId = await addAddress(api);
      await api.post('shopCart/changeItem', { prodId: sku.prodId, shopId: sku.shopId, skuId: sku.skuId, count: 1 });
      await buyNow(api, sku, 1, addrId);

      const before = await databaseDigest(ctx.db);
      let sent = 0;
      const property = fc.asyncProperty(
        fc.constantFrom(...CALLS).chain((call) => requestFor(call).map((request) => ({ call, request }))),
        async ({ call, request }) => {
          const token = call.path === 'member/logout' || request.tokenChoice === 0 ? 'bogus-token' : request.tokenChoice === 1 ? undefined : member.token;
          const response = await ctx.app.inject({
            method: request.method,
            url: `/api/${request.url}`,
            query: request.query,
            payload: request.body,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
          });
          sent += 1;
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json();
            expect(Object.keys(ERROR_MESSAGES).map(Number)).toContain(body.codeId);
            expect(httpStatusFor(body.codeId)).toBe(response.statusCode);
            expect(typeof body.msg).toBe('string');
          }
        },
      );
      await fc.assert(property, { numRuns: NUM_RUNS[kind as keyof typeof NUM_RUNS] ?? 1000 });
      expect(await databaseDigest(ctx.db)).toEqual(before);
      expect(sent).toBeGreaterThanOrEqual(NUM_RUNS[kind as keyof typeof NUM_RUNS] ?? 1000);
      console.log(`bad-input fuzz (${kind}): ${sent} generated requests over ${CALLS.length} calls`);
    } finally {
      await ctx.close();
    }
  }, 90_000);
});
