// shopCart/*: the member's cart.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Id } from '../schemas/common';
import { CartChangeBody, CartList } from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { requestLanguage } from '../lib/lang';
import { changeCartItem, deleteCartItems, getCart } from '../services/cart';

const cart: FastifyPluginAsyncTypebox = async (app) => {
  const member = memberOnly(app, 'cart');

  app.get(
    '/shopCart/info',
    { ...member, schema: { ...member.schema, summary: 'The cart', response: { 200: Envelope(CartList) } } },
    async (request) => ({
      data: await getCart(app.db, memberIdOf(request), requestLanguage(request)),
    }),
  );

  app.post(
    '/shopCart/changeItem',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          "Add to a SKU's line (no basketId) or set a line's count (basketId); 120 over stock, 121 removed, 122 not yours, " +
          "125 over the product's maximum per order (`maxPerOrder` of the product)",
        body: CartChangeBody,
        response: { 200: Envelope(CartList) },
      },
    },
    async (request) => ({
      data: await changeCartItem(
        app.db,
        memberIdOf(request),
        request.body,
        requestLanguage(request),
        app.config.maxUnitsPerSku,
      ),
    }),
  );

  app.post(
    '/shopCart/deleteItem',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Delete lines; if any is not yours (122) nothing is deleted',
        body: Type.Object({ basketIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) }),
        response: { 200: Envelope(CartList) },
      },
    },
    async (request) => ({
      data: await deleteCartItems(app.db, memberIdOf(request), request.body.basketIds, requestLanguage(request)),
    }),
  );
};
export default cart;
