// The member's cart: lines of SKUs with counts, checked against the catalogue and its stock.
import type { Static } from '@fastify/type-provider-typebox';
import type { CartItem } from '../db/schema';
import type { CartChangeBody } from '../schemas/commerce';
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import type { Lang } from '../lib/lang';
import { localize } from '../repositories/localized-columns';
import { money } from '../lib/money';
import type { Executor } from '../repositories/executor';
import * as carts from '../repositories/cart-repository';
import { findPurchasableSkus, isOnSale, type PurchasableSku } from '../repositories/purchasable-repository';

export type ChangeCartItemInput = Static<typeof CartChangeBody>;

export function toCartItem(line: CartItem, sku: PurchasableSku | undefined, lang: Lang) {
  const valid = isOnSale(sku);
  return {
    basketId: Number(line.id),
    count: Number(line.count),
    prodId: Number(line.prod_id),
    shopId: Number(line.shop_id),
    skuId: Number(line.sku_id),
    ...localize(
      { name_kh: sku?.prod_kh ?? '', name_en: sku?.prod_en ?? '', name_cn: sku?.prod_cn ?? '' },
      'name',
      lang,
      'prodName',
    ),
    ...localize(
      { name_kh: sku?.sku_kh ?? '', name_en: sku?.sku_en ?? '', name_cn: sku?.sku_cn ?? '' },
      'name',
      lang,
      'skuName',
    ),
    pic: sku ? sku.skuPic || sku.prodPic : '',
    price: money(sku?.priceCents ?? 0),
    stock: valid ? sku.stock : 0,
    valid,
  };
}

export type CartItemView = ReturnType<typeof toCartItem>;

export async function getCart(db: Executor, memberId: number, lang: Lang): Promise<{ list: CartItemView[] }> {
  const lines = await carts.listCartLines(db, memberId);
  const skus = await findPurchasableSkus(
    db,
    lines.map((l) => Number(l.sku_id)),
  );
  return { list: lines.map((line) => toCartItem(line, skus.get(Number(line.sku_id)), lang)) };
}

/** The most units of one SKU a member may have in one order or cart line: the product's own maximum or the shop's. */
export function maxUnitsOf(sku: PurchasableSku, defaultMax: number): number {
  return sku.maxPerOrder ?? defaultMax;
}

/**
 * Without basketId: adds count to that SKU's line (creating it). With basketId: sets that line's count. Either is one
 * statement that also checks the stock (120) and the product's maximum (125), so parallel calls cannot pass them.
 */
export async function changeCartItem(
  db: Executor,
  memberId: number,
  input: ChangeCartItemInput,
  lang: Lang,
  defaultMax: number,
): Promise<{ list: CartItemView[] }> {
  if (!Number.isInteger(input.count) || input.count < 1) throw new MallError(ERROR_CODE.badRequest);
  let existing: CartItem | undefined;
  if (input.basketId !== undefined) {
    [existing] = await carts.findCartLines(db, memberId, [input.basketId]);
    if (!existing || Number(existing.sku_id) !== input.skuId) throw new MallError(ERROR_CODE.cartItemDeleted);
  }
  const sku = (await findPurchasableSkus(db, [input.skuId])).get(input.skuId);
  if (!isOnSale(sku) || sku.prodId !== input.prodId || sku.shopId !== input.shopId)
    throw new MallError(ERROR_CODE.productRemoved);

  const written = existing
    ? await carts.setCartLineCount(db, { memberId, basketId: Number(existing.id), count: input.count, defaultMax })
    : (await carts.addToCartLine(db, {
        memberId,
        skuId: sku.skuId,
        count: input.count,
        now: clock.now(),
        defaultMax,
      })) !== undefined;
  if (!written) {
    // Refused by the statement: say why, from the line as it is now.
    const line = existing ? undefined : await carts.findCartLineBySku(db, memberId, sku.skuId);
    const wanted = input.count + (line ? Number(line.count) : 0);
    throw new MallError(wanted > maxUnitsOf(sku, defaultMax) ? ERROR_CODE.overMaxPerOrder : ERROR_CODE.noStock);
  }
  return getCart(db, memberId, lang);
}

/** Deletes the lines; if any id is not one of the member's lines, nothing is deleted (122). */
export async function deleteCartItems(
  db: Executor,
  memberId: number,
  basketIds: number[],
  lang: Lang,
): Promise<{ list: CartItemView[] }> {
  const wanted = [...new Set(basketIds)];
  await db.transaction().execute(async (trx) => {
    const found = await carts.findCartLines(trx, memberId, wanted);
    if (found.length !== wanted.length) throw new MallError(ERROR_CODE.cartItemDeleted);
    await carts.deleteCartLines(trx, memberId, wanted);
  });
  return getCart(db, memberId, lang);
}
