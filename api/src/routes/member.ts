// Sign-up, sign-in, sign-out and password reset.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, EmptyEnvelope } from '../schemas/common';
import {
  GetVcodeBody,
  RegisterBody,
  LoginBody,
  ForgetBody,
  MemberSession,
  OrderSmsPrefs,
  OrderSmsPrefsBody,
} from '../schemas/member';
import { orderSmsPrefs, saveOrderSmsPrefs } from '../services/shopper-notices';
import { memberIdOf, memberOnly } from '../plugins/auth';
import * as auth from '../services/auth';
import { ERROR_CODE, MallError } from '../errors';
import { rateLimit } from '../plugins/rate-limit';
import { requestLanguage } from '../lib/lang';

const member: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/member/getVcode',
    {
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        tags: ['member'],
        summary: 'Send a verification code by SMS (it lives 5 minutes and takes five guesses)',
        description: `One code a mobile a minute and ${app.config.codesPerMobilePerDay} in 24 hours (CODES_PER_MOBILE_PER_DAY); more: HTTP 429 with codeId 22.`,
        body: GetVcodeBody,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await auth.sendVerificationCode(
        app.db,
        app.sms,
        app.config,
        request.body.mobile,
        request.body.registerOrBind,
        requestLanguage(request),
      );
      return { data: null };
    },
  );

  app.post(
    '/member/register',
    {
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        tags: ['member'],
        summary: 'Register with a verification code; signs the new member in',
        body: RegisterBody,
        response: { 200: Envelope(MemberSession) },
      },
    },
    async (request) => ({
      data: await auth.register(app.db, app.config, {
        mobile: request.body.mobile,
        passwordMd5: request.body.password,
        validCode: request.body.validCode,
      }),
    }),
  );

  app.post(
    '/member/login',
    {
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        tags: ['member'],
        summary: 'Sign in (10 failures in a row lock the mobile for 15 minutes)',
        body: LoginBody,
        response: { 200: Envelope(MemberSession) },
      },
    },
    async (request) => ({
      data: await auth.login(app.db, app.config, {
        mobile: request.body.userMobile,
        passwordMd5: request.body.loginPassword,
      }),
    }),
  );

  app.post(
    '/member/forget',
    {
      config: { rateLimit: rateLimit(app, 'auth') },
      schema: {
        tags: ['member'],
        summary: 'Set a new password with a verification code; every existing token stops working',
        body: ForgetBody,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await auth.resetPassword(app.db, {
        mobile: request.body.mobile,
        passwordMd5: request.body.password,
        validCode: request.body.validCode,
      });
      return { data: null };
    },
  );

  app.get(
    '/member/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['member'],
        summary: 'Sign out: the token stops working at once',
        security: [{ bearer: [] }],
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      if (!request.tokenHash) throw new MallError(ERROR_CODE.loggedOut);
      await auth.logout(app.db, request.tokenHash);
      return { data: null };
    },
  );

  const signedIn = memberOnly(app, 'member');
  app.get(
    '/member/notifications',
    {
      ...signedIn,
      schema: {
        ...signedIn.schema,
        summary: 'Whether the member hears of each order by SMS, and in which language',
        response: { 200: Envelope(OrderSmsPrefs) },
      },
    },
    async (request) => ({ data: await orderSmsPrefs(app.db, memberIdOf(request)) }),
  );

  app.post(
    '/member/notifications',
    {
      ...signedIn,
      schema: {
        ...signedIn.schema,
        summary: "Turns the order SMS on or off (messages not yet sent are not sent); they become the page's language",
        body: OrderSmsPrefsBody,
        response: { 200: Envelope(OrderSmsPrefs) },
      },
    },
    async (request) => ({
      data: await saveOrderSmsPrefs(app.db, memberIdOf(request), request.body.orderSms, requestLanguage(request)),
    }),
  );
};
export default member;
