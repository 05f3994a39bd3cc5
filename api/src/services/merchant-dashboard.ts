// The console's home (today's and this week's orders, orders waiting, stock running low) and its customer list.
import type { Static } from '@fastify/type-provider-typebox';
import type { StaffRole } from '../db/schema';
import { clock, PHNOM_PENH_OFFSET_MS, toIso } from '../clock';
import { money } from '../lib/money';
import { offsetOf, pageOf } from '../lib/paging';
import type { Executor } from '../repositories/executor';
import { localize } from '../repositories/localized-columns';
import { LOW_STOCK } from '../repositories/merchant-catalog';
import { countOrdersIn, lowStockSkus, orderFigures, pageCustomers } from '../repositories/merchant-dashboard';
import { ORDER_STATUS } from '../schemas/codes';
import type { CustomerQuery, DashboardSchema } from '../schemas/merchant';

const LOW_STOCK_LISTED = 20;
const DAY_MS = 86_400_000;

/** The starts of today and of this week (Monday) in Phnom Penh time, as epoch milliseconds. */
export function phnomPenhDayAndWeek(now: number): { day: number; week: number } {
  const days = Math.floor((now + PHNOM_PENH_OFFSET_MS) / DAY_MS);
  const day = days * DAY_MS - PHNOM_PENH_OFFSET_MS;
  const sinceMonday = (days + 3) % 7; // 1 January 1970 was a Thursday
  return { day, week: day - sinceMonday * DAY_MS };
}

const figures = (from: number, { orders, salesCents }: { orders: number; salesCents: number }) => ({
  from: toIso(from).slice(0, 10),
  orders,
  sales: money(salesCents),
});

export async function dashboard(db: Executor, role: StaffRole): Promise<Static<typeof DashboardSchema>> {
  const now = clock.now();
  const { day, week } = phnomPenhDayAndWeek(now);
  const seesOrders = role !== 'catalogue';
  const [today, thisWeek, toConfirm, toShip, low] = await Promise.all([
    seesOrders ? orderFigures(db, day, now + 1) : null,
    seesOrders ? orderFigures(db, week, now + 1) : null,
    seesOrders ? countOrdersIn(db, ORDER_STATUS.toPay) : 0,
    seesOrders ? countOrdersIn(db, ORDER_STATUS.toDelivered) : 0,
    lowStockSkus(db, LOW_STOCK, LOW_STOCK_LISTED),
  ]);
  return {
    orders: today && thisWeek ? { today: figures(day, today), week: figures(week, thisWeek), toConfirm, toShip } : null,
    lowStock: {
      threshold: LOW_STOCK,
      total: low.total,
      skus: low.rows.map((r) => ({
        skuId: Number(r.sku_id),
        prodId: Number(r.prod_id),
        ...localize(r, 'prod_name', 'en', 'prodName'),
        ...localize(r, 'sku_name', 'en', 'skuName'),
        stock: Number(r.stock),
      })),
    },
  };
}

export async function customers(db: Executor, query: Static<typeof CustomerQuery>) {
  const search = query.search?.trim() || undefined;
  const { rows, total } = await pageCustomers(db, search, offsetOf(query.current, query.size), query.size);
  return pageOf(
    rows.map((r) => ({
      memberId: Number(r.id),
      mobile: r.mobile,
      nickName: r.nick_name,
      orders: Number(r.orders),
      spend: money(Number(r.spend_cents ?? 0)),
      lastOrderAt: r.last_order === null ? null : toIso(Number(r.last_order)),
    })),
    total,
    query.current,
    query.size,
  );
}
