const DECIMAL = /^\d+(\.\d+)?$/;

/** Only digits, with an optional decimal part ("12", "12.50"; not "", "1.", ".5", "-1", "1e3"). */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}
