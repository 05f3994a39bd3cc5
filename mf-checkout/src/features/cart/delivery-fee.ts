import { useMallStore, type SiteSettings } from '@mall/shared';

/** The shop's flat fee and free-delivery threshold (its settings; 0: never free). Amounts are dollars; maths in cents. */
export type FeeRules = Pick<SiteSettings['delivery'], 'fee' | 'freeFrom'>;

/** What the shop charged before its owner could set it, used until the site settings arrive. */
export const DEFAULT_FEE_RULES: FeeRules = { fee: 1, freeFrom: 50 };

/** The shop's rules as the site settings say (a visit stored before issue 34 has none yet). */
export function useFeeRules(): FeeRules {
  return useMallStore((state) => state.webInfo?.delivery) ?? DEFAULT_FEE_RULES;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

export interface CartAmounts {
  productAmount: number;
  deliveryFee: number;
  total: number;
  /** How much more the shopper needs for free delivery; 0 once it is free (or nothing is selected). */
  missingForFreeDelivery: number;
}

/**
 * The cart's estimate at the flat fee: the khan of the address, chosen on the confirm page, may cost another fee,
 * which the confirm page shows before the shopper commits.
 */
export function cartAmounts(lines: ReadonlyArray<{ price: number; count: number }>, rules: FeeRules): CartAmounts {
  const productCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.count, 0);
  const free = productCents === 0 || (rules.freeFrom > 0 && productCents >= toCents(rules.freeFrom));
  const feeCents = free ? 0 : toCents(rules.fee);
  return {
    productAmount: fromCents(productCents),
    deliveryFee: fromCents(feeCents),
    total: fromCents(productCents + feeCents),
    missingForFreeDelivery: missingForFreeDelivery(fromCents(productCents), rules.freeFrom),
  };
}

/** How much more buys free delivery (0 when free already, when there is nothing, or when delivery is never free). */
export function missingForFreeDelivery(productAmount: number, freeFrom: number): number {
  const cents = toCents(productAmount);
  return cents === 0 || freeFrom <= 0 ? 0 : fromCents(Math.max(0, toCents(freeFrom) - cents));
}
