// KHQR (the National Bank of Cambodia's EMVCo merchant-presented QR on Bakong): the payload of a dynamic QR for
// one amount. Why not bakong-khqr or ts-khqr from npm: docs/DECISIONS.md.

export const KHQR_CURRENCY = { USD: '840', KHR: '116' } as const;
export type KhqrCurrency = keyof typeof KHQR_CURRENCY;

export interface KhqrPayment {
  /** Bakong account id, e.g. "phsarpenh@aclb" (at most 32 characters). */
  accountId: string;
  merchantName: string; // at most 25
  merchantCity: string; // at most 15
  currency: KhqrCurrency;
  /** USD with two decimals ("12.50"); KHR whole riels. */
  amount: string;
  billNumber: string; // at most 25
  /** Unix milliseconds: when the QR was made and until when a bank app may pay it (KHQR tag 99). */
  createdAt: number;
  expiresAt: number;
}

/** Printable ASCII only, so that a length in characters is a length in bytes as every reader counts it. */
export const KHQR_TEXT = /^[\x20-\x7e]+$/;

export const KHQR_LIMITS = { accountId: 32, merchantName: 25, merchantCity: 15, billNumber: 25, amount: 13 } as const;

function tlv(tag: string, value: string): string {
  if (value.length === 0 || value.length > 99 || !KHQR_TEXT.test(value))
    throw new Error(`KHQR tag ${tag}: bad value "${value}"`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function encodeKhqr(p: KhqrPayment): string {
  for (const key of ['accountId', 'merchantName', 'merchantCity', 'billNumber', 'amount'] as const) {
    if (p[key].length > KHQR_LIMITS[key]) throw new Error(`KHQR ${key} is longer than ${KHQR_LIMITS[key]} characters`);
  }
  const amountPattern = p.currency === 'USD' ? /^\d+\.\d{2}$/ : /^\d+$/;
  if (!amountPattern.test(p.amount) || Number(p.amount) <= 0)
    throw new Error(`KHQR amount "${p.amount}" is not a ${p.currency} amount`);
  const payload =
    tlv('00', '01') + // payload format indicator
    tlv('01', '12') + // point of initiation: dynamic (one amount, one payment)
    tlv('29', tlv('00', p.accountId)) + // Bakong individual account
    tlv('52', '5999') + // merchant category code
    tlv('53', KHQR_CURRENCY[p.currency]) +
    tlv('54', p.amount) +
    tlv('58', 'KH') +
    tlv('59', p.merchantName) +
    tlv('60', p.merchantCity) +
    tlv('62', tlv('01', p.billNumber)) + // additional data: bill number
    tlv('99', tlv('00', String(p.createdAt)) + tlv('01', String(p.expiresAt))) + // creation and expiry, in ms
    '6304';
  return payload + crc16(payload);
}
