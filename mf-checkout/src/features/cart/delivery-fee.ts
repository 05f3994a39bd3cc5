/** Shipping is free from $50 of products, $1 below. Amounts are dollars; maths in cents. */
export const FREE_DELIVERY_FROM_CENTS = 5000;
export const DELIVERY_FEE_CENTS = 100;

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

export function cartAmounts(lines: ReadonlyArray<{ price: number; count: number }>): CartAmounts {
  const productCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.count, 0);
  const feeCents = productCents === 0 || productCents >= FREE_DELIVERY_FROM_CENTS ? 0 : DELIVERY_FEE_CENTS;
  return {
    productAmount: fromCents(productCents),
    deliveryFee: fromCents(feeCents),
    total: fromCents(productCents + feeCents),
    missingForFreeDelivery: missingForFreeDelivery(fromCents(productCents)),
  };
}

/** How much more buys free delivery for this product amount (0 when free already, or when there is nothing). */
export function missingForFreeDelivery(productAmount: number): number {
  const cents = toCents(productAmount);
  return cents === 0 ? 0 : fromCents(Math.max(0, FREE_DELIVERY_FROM_CENTS - cents));
}
