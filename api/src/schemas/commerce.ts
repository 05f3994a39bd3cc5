// Response entities of the member's commerce calls (cart, addresses, orders, payment).
import { Type } from '@fastify/type-provider-typebox';
import { Id, Localized, Money, PagingProps, Time } from './common';
import { MAX_REMARKS, type OrderStatus } from './codes';
import { KhanSchema } from './site';

// Type.Unsafe narrows the static type to the values the API answers, leaving the JSON schema as it is.
const AddressType = Type.Unsafe<1 | 2 | 3 | 4>(Type.Integer({ description: '1 home, 2 company, 3 school, 4 other' }));
const PayType = Type.Unsafe<1 | 2 | 3>(
  Type.Integer({ description: '1 bank transfer, 2 bank mobile app, 3 cash on delivery (pay the rider)' }),
);
const Status = (description: string) => Type.Unsafe<OrderStatus>(Type.Integer({ description }));

const NullableTime = Type.Union([Time, Type.Null()]);

export const CartItemSchema = Type.Object({
  basketId: Type.Integer(),
  count: Type.Integer(),
  prodId: Type.Integer(),
  shopId: Type.Integer(),
  skuId: Type.Integer(),
  ...Localized('prodName'),
  ...Localized('skuName'),
  pic: Type.String(),
  price: Money,
  stock: Type.Integer(),
  valid: Type.Boolean({
    description: "false when the product was removed or the SKU is gone ('Goods no longer valid')",
  }),
});

export const CartList = Type.Object({ list: Type.Array(CartItemSchema) });

export const AddressSchema = Type.Object({
  addrId: Type.Integer(),
  receiver: Type.String(),
  mobile: Type.String(),
  addr: Type.String(),
  addrType: AddressType,
  commonAddr: Type.Unsafe<0 | 1>(Type.Integer({ description: '1 the default address, 0 not' })),
  khan: Type.Union([KhanSchema, Type.Null()], { description: 'null: saved before khans (the flat fee)' }),
});

export const OrderItemSchema = Type.Object({
  prodId: Type.Integer(),
  skuId: Type.Integer(),
  shopId: Type.Integer(),
  ...Localized('prodName'),
  ...Localized('skuName'),
  // The variant's specs in words, e.g. "Weight: 250 g": an order's as when it was placed.
  ...Localized('specs'),
  pic: Type.String(),
  price: Money,
  prodCount: Type.Integer(),
});

const RielRate = Type.Integer({ description: "riel per dollar, the shop's rate" });
const RielAmount = Type.Integer({ description: "the amount in riel at rielRate, rounded half up to the shop's step" });
const FrozenRate = Type.Union([RielRate, Type.Null()], {
  description: 'riel per dollar when the order was placed (frozen with it); null for orders placed before riel',
});
const RielStep = Type.Integer({ description: 'the riel figures are rounded (half up) to a multiple of this' });
const FrozenStep = Type.Union([RielStep, Type.Null()], {
  description: 'the rounding step when the order was placed (frozen with it); null for orders placed before riel',
});
const FrozenRiel = Type.Union([RielAmount, Type.Null()], {
  description: 'amount in riel at rielRate, frozen at placement; null for orders placed before riel',
});

/** A line of a placed order: what was bought, and how many of it came back since. */
export const PlacedOrderItemSchema = Type.Object({
  ...OrderItemSchema.properties,
  itemId: Type.Integer({ description: 'the line, as a return names it' }),
  returnedCount: Type.Integer({ description: 'units returned to the shop so far' }),
});

export const OrderSchema = Type.Object({
  orderNumber: Type.String(),
  status: Status('1 to pay, 2 to be delivered, 3 to receive, 5 completed, 6 cancelled, 7 returned, 8 refunded'),
  items: Type.Array(PlacedOrderItemSchema),
  refunded: Type.Number({ minimum: 0, description: 'US dollars refunded so far (whole or by returns)' }),
  productAmount: Money,
  deliveryFee: Money,
  amount: Money,
  rielRate: FrozenRate,
  rielStep: FrozenStep,
  amountRiel: FrozenRiel,
  paymentMethod: PayType,
  remarks: Type.String(),
  recTime: Time,
  createTime: Time,
  payTime: NullableTime,
  shipTime: NullableTime,
  finishTime: NullableTime,
  cancelTime: NullableTime,
  estimatedDeliveryTime: Time,
  address: Type.Object(
    { receiver: Type.String(), mobile: Type.String(), addr: Type.String(), addrType: AddressType },
    { description: 'the delivery address as it was when the order was placed' },
  ),
  tracking: Type.Array(Type.Object({ status: Status('the state reached'), time: Time })),
  delivery: Type.Union(
    [Type.Object({ rider: Type.String(), riderPhone: Type.String(), note: Type.String() }), Type.Null()],
    {
      description:
        "who brings it, as the shop said when it shipped (the rider's name and phone, or a note); null: not said",
    },
  ),
});

export const ConfirmationSchema = Type.Object({
  orderNumber: Type.String({ description: 'reserved for this checkout; the idempotency key of the placing call' }),
  items: Type.Array(OrderItemSchema),
  productAmount: Money,
  deliveryFee: Money,
  amount: Money,
  rielRate: RielRate,
  rielStep: RielStep,
  amountRiel: RielAmount,
  freeDeliveryFrom: Type.Number({ minimum: 0, description: "the shop's free-delivery threshold; 0: never free" }),
  address: Type.Union([AddressSchema, Type.Null()], { description: 'the default address, or null' }),
  estimatedDeliveryTime: Time,
  payTypes: Type.Array(PayType),
});

export const DeliveryQuoteSchema = Type.Object({
  productAmount: Money,
  deliveryFee: Money,
  amount: Money,
  amountRiel: RielAmount,
});
export const DeliveryQuoteBody = Type.Object({
  orderNumber: Type.String({ minLength: 1, maxLength: 64, description: 'the reserved checkout' }),
  addrId: Id,
});

export const PlacedOrderSchema = Type.Object({
  orderNumber: Type.String(),
  amount: Money,
  amountRiel: FrozenRiel,
  status: Status('the order status now'),
});

const InstructionRiel = Type.Optional(
  Type.Union([RielAmount, Type.Null()], {
    description:
      "the orders' frozen riel totals added; null when one was placed before riel (absent from instructions given before)",
  }),
);

export const PaymentInstructionSchema = Type.Union([
  Type.Object({
    payType: Type.Literal(1),
    amount: Money,
    amountRiel: InstructionRiel,
    bankName: Type.String(),
    accountName: Type.String(),
    accountNumber: Type.String(),
    reference: Type.String({ description: 'to quote in the transfer' }),
  }),
  Type.Object({
    payType: Type.Literal(2),
    amount: Money,
    amountRiel: InstructionRiel,
    currency: Type.Optional(
      Type.Union([Type.Literal('USD'), Type.Literal('KHR')], {
        description: "the QR's currency: KHR carries amountRiel; USD (or absent) carries amount",
      }),
    ),
    deeplink: Type.Union([Type.String(), Type.Null()], {
      description: 'null when the provider has no app link (KHQR)',
    }),
    qrString: Type.String({ description: 'the text of the QR code (a KHQR payload with PAYMENT_PROVIDER=khqr)' }),
    expiresAt: Time,
  }),
]);

export const OrderCountSchema = Type.Object({
  all: Type.Integer(),
  toPay: Type.Integer(),
  toDelivered: Type.Integer(),
  toReceive: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
});

export const FavoriteToggleSchema = Type.Object({ isCollect: Type.Boolean() });

// Payloads of the member's commerce calls.

/** The member's order list: a page, and 0 for every order or one state code (4 is none: the answer is 99). */
export const OrderListQuery = Type.Object({
  ...PagingProps,
  status: Type.Integer({ minimum: 0, maximum: 8, default: 0 }),
});

const AddressFields = {
  receiver: Type.String({ minLength: 1, maxLength: 50 }),
  mobile: Type.String({ minLength: 6, maxLength: 20, pattern: '^\\s*\\+?[0-9]{6,15}\\s*$' }),
  addr: Type.String({ minLength: 1, maxLength: 200, description: 'downtown Phnom Penh only' }),
  addrType: Type.Integer({ minimum: 1, maximum: 4, description: '1 home, 2 company, 3 school, 4 other' }),
  commonAddr: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 makes it the default' })),
  khan: Type.Optional(KhanSchema),
};
export const AddressBody = Type.Object(AddressFields);
export const AddressUpdateBody = Type.Object({ addrId: Id, ...AddressFields });

export const CartChangeBody = Type.Object({
  basketId: Type.Optional(Id),
  count: Type.Integer({
    minimum: 1,
    maximum: 9999,
    description: "added to the line (no basketId) or the line's new count",
  }),
  prodId: Id,
  shopId: Id,
  skuId: Id,
});

export const OrderItemBody = Type.Object({
  shopId: Id,
  prodId: Id,
  skuId: Id,
  prodCount: Type.Integer({ minimum: 1, maximum: 9999 }),
});

const PlaceFields = {
  addrId: Type.Optional(Id),
  recTime: Type.String({
    maxLength: 64,
    description: 'wished receiving time, ISO 8601 with an offset, within the next 7 days',
  }),
  orderNumber: Type.String({
    maxLength: 64,
    description: 'from the confirmation; placing it again answers the same order',
  }),
  paymentMethod: Type.Integer({
    minimum: 1,
    maximum: 3,
    description: '1 bank transfer, 2 bank mobile app, 3 cash on delivery (when the confirmation offers it)',
  }),
  remarks: Type.Optional(Type.String({ maxLength: MAX_REMARKS })),
};
export const PlaceCartOrderBody = Type.Object({
  ...PlaceFields,
  basketIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
});
export const PlaceBuyNowOrderBody = Type.Object({ ...PlaceFields, orderItem: Type.Optional(OrderItemBody) });

export const PayBody = Type.Object({
  orderNumbers: Type.Union(
    [Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })],
    {
      description: 'comma-separated (an array is accepted too)',
    },
  ),
  payType: Type.Integer({ minimum: 1, maximum: 2 }),
  currency: Type.Optional(
    Type.Union([Type.Literal('USD'), Type.Literal('KHR')], {
      description:
        "the bank-app QR's currency: USD (default) or KHR, the orders' frozen riel total (152 when one has none, or the provider takes dollars only)",
    }),
  ),
});
