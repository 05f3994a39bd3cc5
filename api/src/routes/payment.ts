// payConfig/*: paying orders, and the provider's signed notification.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope } from '../schemas/common';
import { PaymentInstructionSchema } from '../schemas/commerce';
import { memberIdOf } from '../plugins/auth';
import { createPaymentProvider } from '../services/payment-providers';
import { handleNotification, payOrders } from '../services/payment';

const payment: FastifyPluginAsyncTypebox = async (app) => {
  const provider = createPaymentProvider(app.config);
  const opts = { paymentWindowMinutes: app.config.paymentWindowMinutes, provider };

  app.post(
    '/payConfig/pay',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payment'],
        security: [{ bearer: [] }],
        summary: 'Payment instructions for unpaid orders; payType 1 bank transfer, 2 bank mobile app (replaces paymentMethod)',
        body: Type.Object({
          orderNumbers: Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })], {
            description: 'comma-separated (an array is accepted too)',
          }),
          payType: Type.Integer({ minimum: 1, maximum: 2 }),
        }),
        response: { 200: Envelope(PaymentInstructionSchema) },
      },
    },
    async (request) => ({ data: await payOrders(app.db, memberIdOf(request), request.body, opts) }),
  );

  app.post(
    `/payConfig/notify/${provider.name}`,
    {
      schema: {
        tags: ['payment'],
        summary: `The ${provider.name} provider's signed payment notification (a bad signature is refused and changes nothing)`,
        description:
          'Sandbox body: `{ reference, amount ("12.50"), status ("paid"|"failed"), transactionId, paidAt (ISO 8601), hash }`, ' +
          'where hash is the hex HMAC-SHA256, keyed with SANDBOX_PAYMENT_SECRET, of `reference|amount|status|transactionId|paidAt`. ' +
          'Answers 400/99 for a bad signature, 404/3 for an unknown reference, 409/1 for an amount that is not the payment\'s; ' +
          'a repeated "paid" is accepted once and answered the same.',
        body: Type.Object({}, { additionalProperties: true }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await handleNotification(app.db, provider, request.body);
      return { data: null };
    },
  );
};
export default payment;
