// Checkout: a confirmation prices the lines and reserves an orderNumber for the member; placing turns that
// reservation into an order, taking the stock in the same transaction (all lines or none).
import { randomInt } from 'node:crypto';
import { ERROR_CODE, MallError } from '../errors';
import { clock, parseIsoTime, toIso, PHNOM_PENH_OFFSET_MS } from '../clock';
import type { Lang } from '../lib/lang';
import { localize } from '../repositories/localized-columns';
import { rielOfCents } from '../schemas/riel';
import { shopRielRate } from './site';
import { cents, money } from '../lib/money';
import type { Executor } from '../repositories/executor';
import { findCartLines, deleteCartLines } from '../repositories/cart-repository';
import { findAddress } from '../repositories/address-repository';
import { isUniqueViolation } from '../db/errors';
import {
  findMemberCheckout,
  insertCheckout,
  type Checkout,
  type CheckoutLine,
} from '../repositories/checkout-repository';
import { invalidateStock } from './catalog-cache';
import { NO_SPECS, specTextsOf, type SpecTexts } from '../repositories/variant-specs';
import {
  findPurchasableSkus,
  isOnSale,
  takeStock,
  addSoldNum,
  type PurchasableSku,
} from '../repositories/purchasable-repository';
import {
  countOpenCashOrders,
  countUnpaidOrders,
  findOrder,
  insertOrder,
  insertOrderEvent,
} from '../repositories/order-repository';
import { enqueueJob } from './jobs/runner';
import { enqueueOrderNotice, rememberLanguage } from './shopper-notices';
import { LOW_STOCK } from '../repositories/merchant-catalog';
import { lockMember } from '../repositories/member';
import { MAX_REMARKS, ORDER_STATUS, PAYMENT_METHOD_CASH, type OrderStatus } from '../schemas/codes';
import { findDefaultAddressView } from './address';
import {
  checkDeliverable,
  deliveryFeeCents,
  readCashRules,
  readDeliveryRules,
  type DeliveryRulesValue,
} from './delivery';
import { maxUnitsOf } from './cart';
import type { AppConfig } from '../config';
import type { Order } from '../db/schema';
import type { Static } from '@fastify/type-provider-typebox';
import type {
  ConfirmationSchema,
  DeliveryQuoteSchema,
  OrderItemBody,
  PlaceCartOrderBody,
  PlacedOrderSchema,
} from '../schemas/commerce';

export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
/** Downtown Phnom Penh: deliverable two hours after the order (the shop packs it), or at the wished time if later. */
export const DELIVERY_LEAD_MS = 2 * 60 * 60 * 1000;
export const REC_TIME_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;
/** A wished time a little in the past is a clock skew between phone and server, not an error. */
const REC_TIME_SKEW_MS = 5 * 60 * 1000;
/** Bank transfer and the bank app; cash on delivery (3) when the owner offers it (services/delivery.ts). */
export const PAY_TYPES = [1, 2] as const;

/** e.g. 20261121140500 + 6 random digits: sortable, readable on the phone, unguessable enough to not be enumerable. */
export function newOrderNumber(now: number): string {
  const stamp = new Date(now + PHNOM_PENH_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Keeps a checkout under a new order number. Two checkouts of the same second draw the same six digits about once in
 * two million pairs (a busy second of a hundred: one in two hundred): the number is then drawn again.
 */
async function reserveOrderNumber(db: Executor, checkout: Omit<Checkout, 'orderNumber'>, now: number): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const orderNumber = newOrderNumber(now);
    try {
      await insertCheckout(db, { ...checkout, orderNumber }, now);
      return orderNumber;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** What one member may hold unpaid (config.ts): orders waiting for payment, and units of one SKU in one order. */
export type FairStock = Pick<AppConfig, 'maxUnpaidOrders' | 'maxUnitsPerSku'>;

interface PricedLine {
  line: CheckoutLine;
  sku: PurchasableSku;
}

/**
 * Checks every line against the catalogue (121), the product's maximum per order (125) and, for a confirmation, its
 * stock (120), and prices it with the server's prices. Placing leaves stock to the conditional decrement (takeStock):
 * a check read beforehand would be a second, racy rule.
 */
async function priceLines(
  db: Executor,
  lines: CheckoutLine[],
  { checkStock, maxUnitsPerSku }: { checkStock: boolean; maxUnitsPerSku: number },
): Promise<PricedLine[]> {
  const skus = await findPurchasableSkus(
    db,
    lines.map((l) => l.skuId),
  );
  const priced = lines.map((line) => {
    const sku = skus.get(line.skuId);
    if (!isOnSale(sku) || sku.prodId !== line.prodId || sku.shopId !== line.shopId)
      throw new MallError(ERROR_CODE.productRemoved);
    return { line, sku };
  });
  for (const [skuId, count] of countsBySku(lines)) {
    if (count > maxUnitsOf(skus.get(skuId)!, maxUnitsPerSku)) throw new MallError(ERROR_CODE.overMaxPerOrder);
  }
  if (!checkStock) return priced;
  for (const [skuId, count] of countsBySku(lines)) {
    if (count > skus.get(skuId)!.stock) throw new MallError(ERROR_CODE.noStock);
  }
  return priced;
}

/** Count per id, ascending by id: rows are always locked in one order, so concurrent orders cannot deadlock. */
function sumBy(lines: CheckoutLine[], key: 'skuId' | 'prodId'): [number, number][] {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line[key], (counts.get(line[key]) ?? 0) + line.prodCount);
  return [...counts].sort(([a], [b]) => a - b);
}

const countsBySku = (lines: CheckoutLine[]) => sumBy(lines, 'skuId');

function itemView({ line, sku }: PricedLine, specs: SpecTexts, lang: Lang) {
  return {
    prodId: sku.prodId,
    skuId: sku.skuId,
    shopId: sku.shopId,
    ...localize({ name_kh: sku.prod_kh, name_en: sku.prod_en, name_cn: sku.prod_cn }, 'name', lang, 'prodName'),
    ...localize({ name_kh: sku.sku_kh, name_en: sku.sku_en, name_cn: sku.sku_cn }, 'name', lang, 'skuName'),
    ...localize(specs, 'spec', lang, 'specs'),
    pic: sku.skuPic || sku.prodPic,
    price: money(sku.priceCents),
    prodCount: line.prodCount,
  };
}

const specsOf = (db: Executor, priced: PricedLine[]) =>
  specTextsOf(
    db,
    priced.map((p) => p.sku),
  );

async function itemViews(db: Executor, priced: PricedLine[], lang: Lang) {
  const specs = await specsOf(db, priced);
  return priced.map((p) => itemView(p, specs.get(p.sku.skuId) ?? NO_SPECS, lang));
}

/** The lines' amounts with the shop's fee to `khan` (null: an address saved before khans, or none chosen yet). */
function amounts(priced: PricedLine[], rules: DeliveryRulesValue, khan: string | null) {
  const productAmountCents = priced.reduce((sum, p) => sum + p.sku.priceCents * p.line.prodCount, 0);
  const deliveryFee = deliveryFeeCents(rules, khan, productAmountCents);
  return { productAmountCents, deliveryFeeCents: deliveryFee, amountCents: productAmountCents + deliveryFee };
}

export type Confirmation = Static<typeof ConfirmationSchema>;

async function confirm(
  db: Executor,
  memberId: number,
  source: 'cart' | 'buynow',
  lines: CheckoutLine[],
  lang: Lang,
  limits: FairStock,
): Promise<Confirmation> {
  // Said at once, before the shopper fills in the order; placing decides it for good (placeOrder).
  if ((await countUnpaidOrders(db, memberId)) >= limits.maxUnpaidOrders) {
    throw new MallError(ERROR_CODE.tooManyUnpaidOrders);
  }
  const priced = await priceLines(db, lines, { checkStock: true, maxUnitsPerSku: limits.maxUnitsPerSku });
  const now = clock.now();
  const orderNumber = await reserveOrderNumber(db, { memberId, source, lines, expiresAt: now + CHECKOUT_TTL_MS }, now);
  const riel = await shopRielRate(db);
  const address = await findDefaultAddressView(db, memberId);
  const rules = await readDeliveryRules(db);
  const { productAmountCents, deliveryFeeCents: fee, amountCents } = amounts(priced, rules, address?.khan ?? null);
  const cash = await readCashRules(db);
  // Offered when the owner takes cash and the order is within the most per cash order (placing decides it for good).
  const payTypes: Confirmation['payTypes'] =
    cash.enabled && amountCents <= cents(cash.maxPerOrder) ? [...PAY_TYPES, PAYMENT_METHOD_CASH] : [...PAY_TYPES];
  return {
    orderNumber,
    items: await itemViews(db, priced, lang),
    productAmount: money(productAmountCents),
    deliveryFee: money(fee),
    amount: money(amountCents),
    rielRate: riel.rate,
    rielStep: riel.step,
    amountRiel: rielOfCents(amountCents, riel),
    freeDeliveryFrom: rules.freeFrom,
    address,
    estimatedDeliveryTime: toIso(now + DELIVERY_LEAD_MS),
    payTypes,
  };
}

export async function createCartConfirmation(
  db: Executor,
  memberId: number,
  basketIds: number[],
  lang: Lang,
  limits: FairStock,
): Promise<Confirmation> {
  const wanted = [...new Set(basketIds)];
  if (wanted.length === 0) throw new MallError(ERROR_CODE.badRequest);
  const found = await findCartLines(db, memberId, wanted);
  if (found.length !== wanted.length) throw new MallError(ERROR_CODE.cartItemDeleted);
  const lines = found.map((l) => ({
    basketId: Number(l.id),
    shopId: Number(l.shop_id),
    prodId: Number(l.prod_id),
    skuId: Number(l.sku_id),
    prodCount: Number(l.count),
  }));
  return confirm(db, memberId, 'cart', lines, lang, limits);
}

export type OrderItemInput = Static<typeof OrderItemBody>;

export async function createBuyNowConfirmation(
  db: Executor,
  memberId: number,
  item: OrderItemInput,
  lang: Lang,
  limits: FairStock,
): Promise<Confirmation> {
  return confirm(
    db,
    memberId,
    'buynow',
    [{ shopId: item.shopId, prodId: item.prodId, skuId: item.skuId, prodCount: item.prodCount }],
    lang,
    limits,
  );
}

export type DeliveryQuote = Static<typeof DeliveryQuoteSchema>;

/**
 * The amounts of the reserved checkout `orderNumber` delivered to the member's address `addrId`: what the confirm page
 * shows when the shopper picks another address than the default (155 when the shop does not deliver there).
 */
export async function quoteDelivery(
  db: Executor,
  memberId: number,
  orderNumber: string,
  addrId: number,
  limits: FairStock,
): Promise<DeliveryQuote> {
  const checkout = await findMemberCheckout(db, memberId, orderNumber.trim());
  if (!checkout || checkout.expiresAt < clock.now()) throw new MallError(ERROR_CODE.orderNotFound);
  const address = await findAddress(db, memberId, addrId);
  if (!address) throw new MallError(ERROR_CODE.addressDeleted);
  const rules = await readDeliveryRules(db);
  checkDeliverable(rules, address.khan, { saving: false });
  const priced = await priceLines(db, checkout.lines, { checkStock: false, maxUnitsPerSku: limits.maxUnitsPerSku });
  const { productAmountCents, deliveryFeeCents: fee, amountCents } = amounts(priced, rules, address.khan);
  const riel = await shopRielRate(db);
  return {
    productAmount: money(productAmountCents),
    deliveryFee: money(fee),
    amount: money(amountCents),
    amountRiel: rielOfCents(amountCents, riel),
  };
}

export type PlaceOrderInput = Omit<Static<typeof PlaceCartOrderBody>, 'basketIds'>;

export type PlacedOrder = Static<typeof PlacedOrderSchema>;

const placed = (order: Order): PlacedOrder => ({
  orderNumber: order.order_number,
  amount: money(Number(order.amount_cents)),
  amountRiel: order.amount_riel === null ? null : Number(order.amount_riel),
  status: Number(order.status) as OrderStatus,
});

async function findPlaced(db: Executor, memberId: number, orderNumber: string): Promise<PlacedOrder | undefined> {
  const order = await findOrder(db, orderNumber);
  return order && Number(order.member_id) === memberId ? placed(order) : undefined;
}

/**
 * Places the reserved checkout `orderNumber`. Idempotent: placing it again answers the order as it is now.
 * The lines, counts and prices are the reservation's and the catalogue's; nothing the client sends about them counts.
 */
export async function placeOrder(
  db: Executor,
  memberId: number,
  source: 'cart' | 'buynow',
  input: PlaceOrderInput,
  limits: FairStock,
  /** The page's language: the shopper's messages about orders are in it. */
  lang?: Lang,
): Promise<PlacedOrder> {
  const orderNumber = input.orderNumber.trim();
  if (orderNumber === '') throw new MallError(ERROR_CODE.orderNumberEmpty);
  const recTime = parseIsoTime(input.recTime);
  const remarks = (input.remarks ?? '').trim();
  const byCash = input.paymentMethod === PAYMENT_METHOD_CASH;
  if (
    recTime === null ||
    !(byCash || (PAY_TYPES as readonly number[]).includes(input.paymentMethod)) ||
    remarks.length > MAX_REMARKS
  ) {
    throw new MallError(ERROR_CODE.badRequest);
  }

  const existing = await findPlaced(db, memberId, orderNumber);
  if (existing) return existing;
  const checkout = await findMemberCheckout(db, memberId, orderNumber);
  const now = clock.now();
  if (!checkout || checkout.source !== source || checkout.expiresAt < now)
    throw new MallError(ERROR_CODE.orderNotFound);
  if (recTime < now - REC_TIME_SKEW_MS || recTime > now + REC_TIME_HORIZON_MS)
    throw new MallError(ERROR_CODE.badRequest);
  const address = input.addrId === undefined ? undefined : await findAddress(db, memberId, input.addrId);
  if (!address) throw new MallError(ERROR_CODE.addressEmpty);
  const rules = await readDeliveryRules(db);
  checkDeliverable(rules, address.khan, { saving: false });
  const cash = byCash ? await readCashRules(db) : undefined;
  if (cash && !cash.enabled) throw new MallError(ERROR_CODE.cashRefused);
  // A cash order owes nothing now: it goes straight to "to be delivered" and the rider takes the money.
  const status = byCash ? ORDER_STATUS.toDelivered : ORDER_STATUS.toPay;

  try {
    const placed = await db.transaction().execute(async (trx) => {
      // One member's placements take turns (the member's row is locked to the end of the transaction), so the
      // count of unpaid orders below cannot be read by two of them at once.
      await lockMember(trx, memberId);
      const again = await findPlaced(trx, memberId, orderNumber);
      if (again) return again;
      if ((await countUnpaidOrders(trx, memberId)) >= limits.maxUnpaidOrders) {
        throw new MallError(ERROR_CODE.tooManyUnpaidOrders);
      }
      // The member's row lock above makes this count and the insert below one step for this member.
      if (cash && (await countOpenCashOrders(trx, memberId)) >= cash.maxOpenOrders) {
        throw new MallError(ERROR_CODE.cashRefused);
      }
      const priced = await priceLines(trx, checkout.lines, {
        checkStock: false,
        maxUnitsPerSku: limits.maxUnitsPerSku,
      });
      for (const [skuId, count] of countsBySku(checkout.lines)) {
        const left = await takeStock(trx, skuId, count);
        if (left === undefined) throw new MallError(ERROR_CODE.noStock);
        // The order that takes a SKU down to the low-stock line tells the catalogue staff (once: keyed on it).
        if (left <= LOW_STOCK && left + count > LOW_STOCK) {
          const key = `telegram-stock:${skuId}:${orderNumber}`;
          await enqueueJob(trx, { kind: 'telegram-stock', key, payload: { skuId, key } });
        }
      }
      const { productAmountCents, deliveryFeeCents: fee, amountCents } = amounts(priced, rules, address.khan);
      if (cash && amountCents > cents(cash.maxPerOrder)) throw new MallError(ERROR_CODE.cashRefused);
      const specs = await specsOf(trx, priced);
      // The rate in force now, read in the placement's transaction: the order keeps it, whatever the owner sets later.
      const riel = await shopRielRate(trx);
      const amountRiel = rielOfCents(amountCents, riel);
      await insertOrder(
        trx,
        {
          order_number: orderNumber,
          member_id: memberId,
          status,
          product_amount_cents: productAmountCents,
          delivery_fee_cents: fee,
          amount_cents: amountCents,
          riel_rate: riel.rate,
          riel_step: riel.step,
          amount_riel: amountRiel,
          payment_method: input.paymentMethod,
          remarks,
          rec_time: recTime,
          receiver: address.receiver,
          receiver_mobile: address.mobile,
          addr: address.addr,
          addr_type: Number(address.addr_type),
          khan: address.khan,
          create_time: now,
          estimated_delivery_time: Math.max(recTime, now + DELIVERY_LEAD_MS),
        },
        priced.map(({ line, sku }) => ({
          shop_id: sku.shopId,
          prod_id: sku.prodId,
          sku_id: sku.skuId,
          prod_name_kh: sku.prod_kh,
          prod_name_en: sku.prod_en,
          prod_name_cn: sku.prod_cn,
          sku_name_kh: sku.sku_kh,
          sku_name_en: sku.sku_en,
          sku_name_cn: sku.sku_cn,
          ...(specs.get(sku.skuId) ?? NO_SPECS),
          pic: sku.skuPic || sku.prodPic,
          price_cents: sku.priceCents,
          prod_count: line.prodCount,
        })),
      );
      await insertOrderEvent(trx, orderNumber, status, now);
      await enqueueJob(trx, { kind: 'telegram-order', key: `telegram-order:${orderNumber}`, payload: { orderNumber } });
      if (lang) await rememberLanguage(trx, memberId, lang);
      await enqueueOrderNotice(trx, orderNumber, ORDER_STATUS.toPay);
      for (const [prodId, count] of sumBy(checkout.lines, 'prodId')) await addSoldNum(trx, prodId, count);
      const basketIds = checkout.lines.flatMap((l) => (l.basketId === undefined ? [] : [l.basketId]));
      await deleteCartLines(trx, memberId, basketIds);
      return { orderNumber, amount: money(amountCents), amountRiel, status };
    });
    invalidateStock(checkout.lines.map((line) => line.prodId));
    return placed;
  } catch (error) {
    // Two placements of one orderNumber at once (PostgreSQL): the loser's insert hits the primary key and
    // rolls back its stock; it answers like the winner.
    const winner = await findPlaced(db, memberId, orderNumber);
    if (winner) return winner;
    throw error;
  }
}
