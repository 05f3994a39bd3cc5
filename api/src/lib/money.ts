// The server keeps integer cents; the API speaks dollars with at most two decimals.
export function money(cents: number): number {
  return Math.round(cents) / 100;
}

export function cents(dollars: number): number {
  return Math.round(dollars * 100);
}
