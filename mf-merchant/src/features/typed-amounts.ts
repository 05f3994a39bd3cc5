// Amounts as a shopkeeper types them: the one reading of a typed price or sum for every form of the console.

/** Dollars as typed off a label or a bank statement: `12.5`, `12,50`, ` 12 `; null when it is not an amount. */
export function amountOf(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  return /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Number(text) : null;
}

/** Riel as counted from a rider's notes: `86100`, `86,100`, ` 86 100 `; null when it is not a whole sum. */
export function rielAmountOf(typed: string): number | null {
  const text = typed.trim().replace(/[ ,]/g, '');
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}
