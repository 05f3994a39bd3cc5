// order/*: checkout confirmations and placing orders (from the cart, or buy now).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, Id } from '../schemas/common';
import {
  ConfirmationSchema,
  DeliveryQuoteBody,
  DeliveryQuoteSchema,
  OrderItemBody,
  PlaceBuyNowOrderBody,
  PlaceCartOrderBody,
  PlacedOrderSchema,
} from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { requestLanguage } from '../lib/lang';
import { createBuyNowConfirmation, createCartConfirmation, placeOrder, quoteDelivery } from '../services/ordering';

const BasketIds = Type.Array(Id, { minItems: 1, maxItems: 100 });

const order: FastifyPluginAsyncTypebox = async (app) => {
  /** A placed order is told to every open console (a placement answered again is told again: consoles reload). */
  const placed = (order: Awaited<ReturnType<typeof placeOrder>>) => {
    app.live.publish({ type: 'order', orderNumber: order.orderNumber, status: order.status });
    return { data: order };
  };
  const member = memberOnly(app, 'order');

  app.post(
    '/order/creatCartSubmission',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          "Confirmation of cart lines: server prices, default address, a reserved orderNumber; 124 too many unpaid orders, 125 over a product's maxPerOrder",
        body: Type.Object({ basketIds: BasketIds }),
        response: { 200: Envelope(ConfirmationSchema) },
      },
    },
    async (request) => ({
      data: await createCartConfirmation(
        app.db,
        memberIdOf(request),
        request.body.basketIds,
        requestLanguage(request),
        app.config,
      ),
    }),
  );

  app.post(
    '/order/cartSubmission',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          'Place the cart order reserved by creatCartSubmission (the lines come from the reservation; the cart lines go)',
        body: PlaceCartOrderBody,
        response: { 200: Envelope(PlacedOrderSchema) },
      },
    },
    async (request) =>
      placed(await placeOrder(app.db, memberIdOf(request), 'cart', request.body, app.config, requestLanguage(request))),
  );

  app.post(
    '/order/CreateOrderConfirmation',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          "Buy-now confirmation of one orderItem; 124 too many unpaid orders, 125 over the product's maxPerOrder",
        body: Type.Object({ orderItem: OrderItemBody }),
        response: { 200: Envelope(ConfirmationSchema) },
      },
    },
    async (request) => ({
      data: await createBuyNowConfirmation(
        app.db,
        memberIdOf(request),
        request.body.orderItem,
        requestLanguage(request),
        app.config,
      ),
    }),
  );

  app.post(
    '/order/deliveryQuote',
    {
      ...member,
      schema: {
        ...member.schema,
        summary:
          "The reserved checkout's amounts delivered to another of the member's addresses; 155 outside the shop's area",
        body: DeliveryQuoteBody,
        response: { 200: Envelope(DeliveryQuoteSchema) },
      },
    },
    async (request) => ({
      data: await quoteDelivery(app.db, memberIdOf(request), request.body.orderNumber, request.body.addrId, app.config),
    }),
  );

  app.post(
    '/order/confirmation',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Place the buy-now order reserved by CreateOrderConfirmation',
        body: PlaceBuyNowOrderBody,
        response: { 200: Envelope(PlacedOrderSchema) },
      },
    },
    async (request) =>
      placed(
        await placeOrder(app.db, memberIdOf(request), 'buynow', request.body, app.config, requestLanguage(request)),
      ),
  );
};
export default order;
