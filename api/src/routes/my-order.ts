// myOrder/*: the member's orders.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, PageOf } from '../schemas/common';
import { OrderCountSchema, OrderListQuery, OrderSchema } from '../schemas/commerce';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { requestLanguage } from '../lib/lang';
import { ERROR_CODE, MallError } from '../errors';
import { cancelOrder, confirmReceipt, countOrders, deleteOrder, getOrder, pageOrders } from '../services/order';

const OrderNumberParams = Type.Object({ orderNumber: Type.String({ maxLength: 64 }) });

function orderNumberOf(raw: string): string {
  const orderNumber = raw.trim();
  if (orderNumber === '') throw new MallError(ERROR_CODE.orderNumberEmpty);
  return orderNumber;
}

const myOrder: FastifyPluginAsyncTypebox = async (app) => {
  const member = memberOnly(app, 'my order');
  const opts = { paymentWindowMinutes: app.config.paymentWindowMinutes };

  app.get(
    '/myOrder/orderCount',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'How many orders in each tab',
        response: {
          200: Envelope(OrderCountSchema),
        },
      },
    },
    async (request) => ({ data: await countOrders(app.db, memberIdOf(request), opts) }),
  );

  app.get(
    '/myOrder/myOrder',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'A page of orders, newest first; status 0 all, else a state code (4 is 99)',
        querystring: OrderListQuery,
        response: { 200: Envelope(PageOf(OrderSchema)) },
      },
    },
    async (request) => ({
      data: await pageOrders(app.db, memberIdOf(request), request.query, requestLanguage(request), opts),
    }),
  );

  app.get(
    '/myOrder/orderDetail',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'One order with its items, address and tracking',
        querystring: Type.Object({ orderNumber: Type.String({ maxLength: 64 }) }),
        response: { 200: Envelope(OrderSchema) },
      },
    },
    async (request) => ({
      data: await getOrder(
        app.db,
        memberIdOf(request),
        orderNumberOf(request.query.orderNumber),
        requestLanguage(request),
        opts,
      ),
    }),
  );

  app.post(
    '/myOrder/cancel/:orderNumber',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Cancel an unpaid order (its stock returns)',
        params: OrderNumberParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await cancelOrder(app.db, memberIdOf(request), orderNumberOf(request.params.orderNumber), opts);
      return { data: null };
    },
  );

  app.post(
    '/myOrder/receipt/:orderNumber',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Confirm the goods were received',
        params: OrderNumberParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await confirmReceipt(app.db, memberIdOf(request), orderNumberOf(request.params.orderNumber));
      return { data: null };
    },
  );

  app.post(
    '/myOrder/:orderNumber',
    {
      ...member,
      schema: {
        ...member.schema,
        summary: 'Delete (hide) a completed, cancelled or refunded order',
        params: OrderNumberParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await deleteOrder(app.db, memberIdOf(request), orderNumberOf(request.params.orderNumber), opts);
      return { data: null };
    },
  );
};
export default myOrder;
