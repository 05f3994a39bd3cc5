// merchant/orders, order, order/<step>, refunds: orders in the console (role orders).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope, PageOf } from '../schemas/common';
import {
  CashDeliveredBody,
  CashReport,
  CashReportQuery,
  ConfirmTransferBody,
  OrderNumberBody,
  RefundDue,
  ReturnBody,
  ShipBody,
  StaffOrder,
  StaffOrderDetail,
  StaffOrderQuery,
} from '../schemas/merchant';
import { staffOf, staffOnly } from '../plugins/staff-auth';
import {
  cashReport,
  listOrders,
  markRefund,
  orderDetail,
  ORDER_STAFF_ROLES,
  orderStep,
  refundsDue,
  returnOrderLines,
  type OrderStep,
} from '../services/merchant-orders';

const BODIES = {
  ship: ShipBody,
  confirmTransfer: ConfirmTransferBody,
  return: OrderNumberBody,
  refund: OrderNumberBody,
  cashDelivered: CashDeliveredBody,
  cashRefused: OrderNumberBody,
};

const STEPS: Array<{ step: OrderStep; summary: string }> = [
  { step: 'ship', summary: 'The order left the shop (to be delivered -> to receive)' },
  { step: 'confirmTransfer', summary: 'A bank transfer for the order arrived (to pay -> to be delivered)' },
  { step: 'return', summary: 'The goods came back (to receive or completed -> returned)' },
  { step: 'refund', summary: 'The money went back (returned -> refunded; a paid, unshipped order: stock back too)' },
  {
    step: 'cashDelivered',
    summary: 'A cash order was delivered and its cash taken (to be delivered or to receive -> completed)',
  },
  {
    step: 'cashRefused',
    summary: 'A cash order was refused at the door or called off (-> cancelled; its stock returns)',
  },
];

const merchantOrders: FastifyPluginAsyncTypebox = async (app) => {
  const orders = staffOnly(app, 'merchant orders', [...ORDER_STAFF_ROLES]);

  app.get(
    '/merchant/orders',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: 'Orders, newest first: by state, dates, order number, mobile',
        querystring: StaffOrderQuery,
        response: { 200: Envelope(PageOf(StaffOrder)) },
      },
    },
    async (request) => ({ data: await listOrders(app.db, request.query) }),
  );

  app.get(
    '/merchant/order',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: "An order with the member's mobile and its payments",
        querystring: OrderNumberBody,
        response: { 200: Envelope(StaffOrderDetail) },
      },
    },
    async (request) => ({ data: await orderDetail(app.db, request.query.orderNumber) }),
  );

  for (const { step, summary } of STEPS) {
    app.post(
      `/merchant/order/${step}`,
      {
        ...orders,
        schema: {
          ...orders.schema,
          summary: `${summary}; the same step and refusals as the operator command`,
          body: BODIES[step],
          response: { 200: Envelope(StaffOrderDetail) },
        },
      },
      async (request) => {
        const order = await orderStep(app.db, staffOf(request).id, step, request.body, app.config.paymentWindowMinutes);
        app.live.publish({ type: 'order', orderNumber: order.orderNumber, status: order.status });
        return { data: order };
      },
    );
  }

  app.post(
    '/merchant/order/returnLines',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary:
          'Some units of some lines came back and/or money went back: a reason, a refund up to what was paid less what was refunded (170), units up to what was bought less those returned (171), stock put back or not',
        body: ReturnBody,
        response: { 200: Envelope(StaffOrderDetail) },
      },
    },
    async (request) => ({ data: await returnOrderLines(app.db, staffOf(request).id, request.body) }),
  );

  app.get(
    '/merchant/cashReport',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: "A day's cash from riders: cash orders delivered that day, due against recorded, differences flagged",
        querystring: CashReportQuery,
        response: { 200: Envelope(CashReport) },
      },
    },
    async (request) => ({ data: await cashReport(app.db, request.query.day) }),
  );

  app.get(
    '/merchant/refunds',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: 'Payments to refund: money that came for orders no longer payable',
        response: { 200: Envelope(Type.Array(RefundDue)) },
      },
    },
    async () => ({ data: await refundsDue(app.db) }),
  );

  app.post(
    '/merchant/refunds/mark',
    {
      ...orders,
      schema: {
        ...orders.schema,
        summary: 'The money of that payment went back (refund due -> refunded)',
        body: Type.Object({ reference: Type.String({ minLength: 1, maxLength: 80 }) }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await markRefund(app.db, staffOf(request).id, request.body.reference);
      return { data: null };
    },
  );
};
export default merchantOrders;
