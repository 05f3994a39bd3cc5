// payConfig/*: paying orders, and the provider's signed notification (a provider that is asked, KHQR, is asked by a
// scheduled job: services/jobs/handlers.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope } from '../schemas/common';
import { PayBody, PaymentInstructionSchema } from '../schemas/commerce';
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
        summary:
          'Payment instructions for unpaid orders; payType 1 bank transfer, 2 bank mobile app (replaces paymentMethod)',
        description:
          'One open instruction per order: asking again with the same orders and payType returns the same instruction ' +
          '(same reference, same QR) until it expires; another payType or another set of orders replaces it. ' +
          'An expired instruction is refused, never given again: past the payment window the order is cancelled and ' +
          'this answers 409 / 1 (as for any order that is no longer to pay). `deeplink` is null when the provider has no ' +
          'app link (a KHQR is scanned by any bank app).',
        body: PayBody,
        response: { 200: Envelope(PaymentInstructionSchema) },
      },
    },
    async (request) => ({ data: await payOrders(app.db, memberIdOf(request), request.body, opts) }),
  );

  if (provider.verifyNotification) {
    // The provider signs the bytes it sends: this route alone keeps the body raw, whatever its content type.
    await app.register(async (notify) => {
      notify.removeAllContentTypeParsers();
      notify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      notify.post(
        `/payConfig/notify/${provider.name}`,
        {
          schema: {
            tags: ['payment'],
            summary: `The ${provider.name} provider's signed payment notification (a bad signature is refused and changes nothing)`,
            description:
              'Sandbox: a JSON body `{ reference, amount ("12.50"), status ("paid"|"failed"), transactionId, paidAt (ISO 8601) }` ' +
              'and the header `X-Sandbox-Signature`: the hex HMAC-SHA256 of the exact body bytes, keyed with SANDBOX_PAYMENT_SECRET. ' +
              "Answers 400/99 for a bad signature, 404/3 for an unknown reference, 409/1 for an amount that is not the payment's. " +
              'Money for orders that are no longer payable (the instruction expired, or the order was cancelled) never pays them: ' +
              'the payment is recorded as refund due and the notification is answered 409/1. A repeated notification is answered the same.',
            response: { 200: EmptyEnvelope },
          },
        },
        async (request) => {
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          await handleNotification(app.db, opts, { rawBody, headers: request.headers });
          return { data: null };
        },
      );
    });
  }
};
export default payment;
