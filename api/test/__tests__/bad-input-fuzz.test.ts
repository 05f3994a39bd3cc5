// Thousands of generated malformed requests across all 34 calls of the API, in full Unicode (NUL bytes and unpaired
// surrogates too): never a 500, every refusal a catalogue code with its status, no surely bad request answered 200,
// and not one row changed. The same count on both databases.
import fc from 'fast-check';
import { CALLS, requestFor } from '../api-calls';
import { databases, createTestApp, signUpMember } from '../helpers';
import { addAddress, buyNow, client, databaseDigest, onSaleSkus, setSku } from '../commerce';
import { ERROR_MESSAGES, httpStatusFor } from '../../src/errors';

const NUM_RUNS = 3000;

describe.each(databases)('malformed input on every call (%s)', (kind) => {
  it('refuses a NUL byte or half a surrogate pair in a query, a path or a body (400/99)', async () => {
    const ctx = await createTestApp(kind);
    try {
      const member = await signUpMember(ctx.app);
      const auth = { authorization: `Bearer ${member.token}` };
      const answers = [
        await ctx.app.inject({ url: '/api/prod/pageBySearch?prodName=abc%00' }),
        await ctx.app.inject({ method: 'POST', url: '/api/myOrder/cancel/%00%27', headers: auth }),
        await ctx.app.inject({ method: 'POST', url: '/api/myOrder/cancel/%ED%A0%80', headers: auth }),
        ...['a\u0000b', 'a\ud800b', '\udc00'].map((receiver) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/address/addAddr',
            headers: auth,
            payload: { receiver, mobile: '012345678', addr: 'St 1', addrType: 1, commonAddr: 0 },
          }),
        ),
      ];
      for (const answer of await Promise.all(answers))
        expect([answer.statusCode, answer.json().codeId]).toEqual([400, 99]);
    } finally {
      await ctx.close();
    }
  });

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
      const acceptedBad: string[] = [];
      const property = fc.asyncProperty(
        fc.constantFrom(...CALLS).chain((call) => requestFor(call).map((request) => ({ call, request }))),
        async ({ call, request }) => {
          const token =
            call.path === 'member/logout' || request.tokenChoice === 0
              ? 'bogus-token'
              : request.tokenChoice === 1
                ? undefined
                : member.token;
          const response = await ctx.app.inject({
            method: request.method,
            url: `/api/${request.url}`,
            payload: request.body,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
          });
          sent += 1;
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode === 200 && request.surelyBad)
            acceptedBad.push(`${request.method} ${request.url} ${request.body ?? ''}`);
          if (response.statusCode >= 400) {
            const body = response.json();
            expect(Object.keys(ERROR_MESSAGES).map(Number)).toContain(body.codeId);
            expect(httpStatusFor(body.codeId)).toBe(response.statusCode);
            expect(typeof body.msg).toBe('string');
          }
        },
      );
      await fc.assert(property, { numRuns: NUM_RUNS });
      console.log(
        `bad-input fuzz (${kind}): ${sent} generated requests over ${CALLS.length} calls; surely bad yet answered 200: ${acceptedBad.length}\n${acceptedBad.slice(0, 20).join('\n')}`,
      );
      expect(acceptedBad).toEqual([]);
      expect(await databaseDigest(ctx.db)).toEqual(before);
      expect(sent).toBeGreaterThanOrEqual(NUM_RUNS);
    } finally {
      await ctx.close();
    }
  }, 180_000);
});
