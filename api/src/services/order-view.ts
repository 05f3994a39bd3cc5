// How an order looks to its member: the stored snapshot (prices, names, address) plus its tracking.
import type { Static } from '@fastify/type-provider-typebox';
import type { Order, OrderItem } from '../db/schema';
import type { OrderItemSchema, OrderSchema } from '../schemas/commerce';
import type { OrderStatus } from '../schemas/codes';
import { toIso } from '../clock';
import type { Lang } from '../lib/lang';
import { localize } from '../repositories/localized-columns';
import { money } from '../lib/money';
import type { Executor } from '../repositories/executor';
import { listOrderEvents, listOrderItems } from '../repositories/order-repository';

export type OrderItemView = Static<typeof OrderItemSchema>;
export type OrderView = Static<typeof OrderSchema>;

export function toOrderItemView(item: OrderItem, lang: Lang): OrderItemView {
  return {
    prodId: Number(item.prod_id),
    skuId: Number(item.sku_id),
    shopId: Number(item.shop_id),
    ...localize(item, 'prod_name', lang, 'prodName'),
    ...localize(item, 'sku_name', lang, 'skuName'),
    ...localize(item, 'spec', lang, 'specs'),
    pic: item.pic,
    price: money(Number(item.price_cents)),
    prodCount: Number(item.prod_count),
  };
}

const isoOrNull = (ms: number | null) => (ms === null || ms === undefined ? null : toIso(Number(ms)));

export function toOrderView(
  order: Order,
  items: OrderItem[],
  events: { status: number; time: number }[],
  lang: Lang,
): OrderView {
  return {
    orderNumber: order.order_number,
    status: Number(order.status) as OrderStatus,
    items: items.map((item) => ({
      ...toOrderItemView(item, lang),
      itemId: Number(item.id),
      returnedCount: Number(item.returned_count),
    })),
    refunded: money(Number(order.refunded_cents)),
    productAmount: money(Number(order.product_amount_cents)),
    deliveryFee: money(Number(order.delivery_fee_cents)),
    amount: money(Number(order.amount_cents)),
    rielRate: order.riel_rate === null ? null : Number(order.riel_rate),
    rielStep: order.riel_step === null ? null : Number(order.riel_step),
    amountRiel: order.amount_riel === null ? null : Number(order.amount_riel),
    paymentMethod: Number(order.payment_method) as OrderView['paymentMethod'],
    remarks: order.remarks,
    recTime: toIso(Number(order.rec_time)),
    createTime: toIso(Number(order.create_time)),
    payTime: isoOrNull(order.pay_time),
    shipTime: isoOrNull(order.ship_time),
    finishTime: isoOrNull(order.finish_time),
    cancelTime: isoOrNull(order.cancel_time),
    estimatedDeliveryTime: toIso(Number(order.estimated_delivery_time)),
    address: {
      receiver: order.receiver,
      mobile: order.receiver_mobile,
      addr: order.addr,
      addrType: Number(order.addr_type) as OrderView['address']['addrType'],
    },
    tracking: events.map((e) => ({ status: Number(e.status) as OrderStatus, time: toIso(Number(e.time)) })),
    delivery:
      order.rider_name || order.rider_phone || order.delivery_note
        ? { rider: order.rider_name, riderPhone: order.rider_phone, note: order.delivery_note }
        : null,
  };
}

/** Views of several orders with two queries (items, events), in the given order. */
export async function loadOrderViews(db: Executor, orders: Order[], lang: Lang): Promise<OrderView[]> {
  if (orders.length === 0) return [];
  const numbers = orders.map((o) => o.order_number);
  const [items, events] = await Promise.all([listOrderItems(db, numbers), listOrderEvents(db, numbers)]);
  return orders.map((order) =>
    toOrderView(
      order,
      items.filter((i) => i.order_number === order.order_number),
      events.filter((e) => e.order_number === order.order_number),
      lang,
    ),
  );
}
