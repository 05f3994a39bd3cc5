import { Type } from '@fastify/type-provider-typebox';

export const Mobile = Type.String({
  pattern: '^\\+?[0-9]{8,15}$',
  description: 'mobile number, digits (optionally a leading +)',
});
export const PasswordMd5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: 'MD5 hex of the typed password' });
export const ValidCode = Type.String({ maxLength: 12, default: '', description: 'the six-digit code sent by SMS' });

export const MemberSession = Type.Object({ token: Type.String(), nickName: Type.String(), mobile: Type.String() });

export const GetVcodeBody = Type.Object({
  registerOrBind: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 register, 2 password reset' }),
  mobile: Mobile,
});
export const RegisterBody = Type.Object({ mobile: Mobile, password: PasswordMd5, validCode: ValidCode });
export const LoginBody = Type.Object({ userMobile: Mobile, loginPassword: PasswordMd5 });
export const ForgetBody = Type.Object({ mobile: Mobile, validCode: ValidCode, password: PasswordMd5 });

/** The member centre's switch: whether the shopper hears of each order (placed, paid, shipped, refunded) by SMS. */
export const OrderSmsPrefs = Type.Object({
  orderSms: Type.Boolean({ description: 'true: an SMS when an order is placed, paid, shipped and refunded' }),
  lang: Type.Union([Type.Literal('km'), Type.Literal('en'), Type.Literal('zh')], {
    description: "the messages' language: the page's language when the member last placed an order or saved this",
  }),
});
export const OrderSmsPrefsBody = Type.Object({ orderSms: Type.Boolean() });

export const ShopperTelegram = Type.Object({
  available: Type.Boolean({
    description: 'false: the shop bot is not set up (no button is shown; a link would be 165)',
  }),
  linked: Type.Boolean({ description: "true: the order updates also go to the member's Telegram chat" }),
  linkedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export const ShopperTelegramLinkBody = Type.Object({
  orderNumber: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: "the order page it is asked from: that order's news so far is sent once linked",
    }),
  ),
});
export const ShopperTelegramLink = Type.Object({
  url: Type.String({ description: 'https://t.me/<bot>?start=<one-time token>' }),
  expiresAt: Type.String({ format: 'date-time' }),
});
