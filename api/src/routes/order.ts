// order/*: checkout confirmations and placing orders (from the cart, or buy now).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Id } from '../schemas/common';
import { ConfirmationSchema, PlacedOrderSchema } from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { requestLanguage } from '../lib/lang';
import { MAX_REMARKS, createBuyNowConfirmation, createCartConfirmation, placeOrder } from '../services/ordering';

const OrderItemInput = Type.Object({
  shopId: Id,
  prodId: Id,
  skuId: Id,
  prodCount: Type.Integer({ minimum: 1, maximum: 9999 }),
});

const PlaceFields = {
  addrId: Type.Optional(Id),
  recTime: Type.String({ maxLength: 64, description: 'wished receiving time, ISO 8601 with an offset, within the next 7 days' }),
  orderNumber: Type.String({ maxLength: 64, description: 'from the confirmation; placing it again answers the same order' }),
  paymentMethod: Type.Integer({ minimum: 1, maximum: 2, description: '1 bank transfer, 2 bank mobile app' }),
  remarks: Type.Optional(Type.String({ maxLength: MAX_REMARKS })),
};

const BasketIds = Type.Array(Id, { minItems: 1, maxItems: 100 });

const order: FastifyPluginAsyncTypebox = async (app) => {
  const member = memberOnly(app, 'order');

  app.post(
    '/order/creatCartSubmission',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Confirmation of cart lines: server prices, default address, a reserved orderNumber',
        body: Type.Object({ basketIds: BasketIds }),
        response: { 200: Envelope(ConfirmationSchema) },
      },
    },
    async (request) => ({
      data: await createCartConfirmation(app.db, memberIdOf(request), request.body.basketIds, requestLanguage(request)),
    }),
  );

  app.post(
    '/order/cartSubmission',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Place the cart order reserved by creatCartSubmission (the lines come from the reservation; the cart lines go)',
        body: Type.Object({ ...PlaceFields, basketIds: Type.Optional(Type.Array(Id, { maxItems: 100 })) }),
        response: { 200: Envelope(PlacedOrderSchema) },
      },
    },
    async (request) => ({ data: await placeOrder(app.db, memberIdOf(request), 'cart', request.body) }),
  );

  app.post(
    '/order/CreateOrderConfirmation',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Buy-now confirmation of one orderItem',
        body: Type.Object({ orderItem: OrderItemInput }),
        response: { 200: Envelope(ConfirmationSchema) },
      },
    },
    async (request) => ({
      data: await createBuyNowConfirmation(app.db, memberIdOf(request), request.body.orderItem, requestLanguage(request)),
    }),
  );

  app.post(
    '/order/confirmation',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Place the buy-now order reserved by CreateOrderConfirmation',
        body: Type.Object({ ...PlaceFields, orderItem: Type.Optional(OrderItemInput) }),
        response: { 200: Envelope(PlacedOrderSchema) },
      },
    },
    async (request) => ({ data: await placeOrder(app.db, memberIdOf(request), 'buynow', request.body) }),
  );
};
export default order;
