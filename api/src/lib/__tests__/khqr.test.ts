import { crc16, encodeKhqr, type KhqrPayment } from '../khqr';

/** Top-level EMVCo tags of a payload: tag → value. */
function tags(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < payload.length;) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out[tag] = payload.slice(i + 4, i + 4 + length);
    i += 4 + length;
  }
  return out;
}

const payment: KhqrPayment = {
  accountId: 'phsarpenh@aclb',
  merchantName: 'Phsar Penh',
  merchantCity: 'Phnom Penh',
  currency: 'USD',
  amount: '21.00',
  billNumber: '20261122140500123456',
  createdAt: 1795384878841,
  expiresAt: 1795386678841,
};

describe('KHQR', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1; small values keep four digits)', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    // Found by search: a payload whose CRC is below 0x10 (ts-khqr writes it with three digits).
    expect(crc16('00020101021229180014test@bank44426304')).toBe('0003');
  });

  it('encodes a dynamic merchant-presented payload with every field and its CRC last', () => {
    const qr = encodeKhqr(payment);
    // The National Bank of Cambodia's own SDK (bakong-khqr 1.0.20) verifies this payload and decodes these fields.
    expect(qr).toBe(
      '00020101021229180014phsarpenh@aclb520459995303840540521.005802KH5910Phsar Penh6010Phnom Penh' +
        '62240120202611221405001234569934001317953848788410113179538667884163045D09',
    );
    const t = tags(qr);
    expect(t).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '5999',
      '53': '840',
      '54': '21.00',
      '58': 'KH',
      '59': 'Phsar Penh',
      '60': 'Phnom Penh',
    });
    expect(tags(t['29'])).toEqual({ '00': 'phsarpenh@aclb' });
    expect(tags(t['62'])).toEqual({ '01': '20261122140500123456' });
    expect(tags(t['99'])).toEqual({ '00': '1795384878841', '01': '1795386678841' });
    expect(t['63']).toBe(crc16(qr.slice(0, -4)));
    expect(encodeKhqr({ ...payment, currency: 'KHR', amount: '86000' })).toContain('5303116540586000');
  });

  it.each([
    [{ amount: '21' }],
    [{ amount: '0.00' }],
    [{ currency: 'KHR' as const, amount: '21.50' }],
    [{ merchantName: 'A merchant name far too long' }],
    [{ billNumber: '12345678901234567890123456' }],
    [{ merchantCity: 'ភ្នំពេញ' }],
  ])('refuses %j', (change) => {
    expect(() => encodeKhqr({ ...payment, ...change })).toThrow();
  });
});
