// The pay page's QR, read back from the pixels with a real QR decoder (zbarimg, Debian's zbar-tools), is a KHQR
// for the order: every EMVCo field and the CRC are checked here with code of the test's own.
import { expect, test } from '@playwright/test';
import { anyProduct, callApi, decodeQr, faceOf, KHQR_MERCHANT, md5, registerMember, signIn } from './support';

/** EMVCo tag-length-value fields at one level, in order: [tag, value]. */
function fieldList(payload: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `length of tag ${tag}`).toBe(true);
    out.push([tag, payload.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  expect(i, 'the fields fill the payload exactly').toBe(payload.length);
  return out;
}

const fields = (payload: string): Record<string, string> => Object.fromEntries(fieldList(payload));

/** CRC-16/CCITT-FALSE, table-free. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text)) {
    for (let bit = 7; bit >= 0; bit -= 1) {
      const top = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = ((crc << 1) & 0xffff) ^ (top ? 0x1021 : 0);
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

test('the pay page shows a KHQR for the order that a QR reader decodes field by field', async ({
  page,
  request,
}, testInfo) => {
  const face = faceOf(testInfo);
  const member = await registerMember(request);
  const { token } = await callApi<{ token: string }>(request, 'POST', 'member/login', {
    body: { userMobile: member.mobile, loginPassword: md5(member.password) },
  });
  const product = await anyProduct(request);
  const sku = product.skuList.find((s) => s.stock > 0)!;
  const orderItem = { shopId: 1, prodId: product.prodId, skuId: sku.skuId, prodCount: 1 };
  const { addrId } = await callApi<{ addrId: number }>(request, 'POST', 'address/addAddr', {
    token,
    body: { receiver: 'Sok Dara', mobile: member.mobile, addr: 'No. 12, Street 271, Phnom Penh', addrType: 1 },
  });
  const { orderNumber } = await callApi<{ orderNumber: string }>(request, 'POST', 'order/CreateOrderConfirmation', {
    token,
    body: { orderItem },
  });
  const recTime = new Date(Date.now() + 7 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 19) + '+07:00';
  await callApi(request, 'POST', 'order/confirmation', {
    token,
    body: { orderNumber, addrId, recTime, paymentMethod: 2, orderItem },
  });
  const order = await callApi<{ amount: number }>(request, 'GET', 'myOrder/orderDetail', {
    token,
    params: { orderNumber },
  });

  await signIn(page, face, member);
  await page.goto(`/${face}/${face === 'mobile' ? 'confirm/' : ''}success?orderNumber=${orderNumber}`);
  await expect(page.getByText('Scan this KHQR with any Cambodian bank app')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay in the app' })).toHaveCount(0);
  const qr = page.getByRole('img', { name: `Payment QR code for order ${orderNumber}` });
  await expect(qr).toBeVisible();

  const payload = decodeQr(await qr.screenshot());
  // The same instruction as the API gives when asked again (one open payment per order).
  const instruction = await callApi<{ qrString: string; expiresAt: string; deeplink: string | null }>(
    request,
    'POST',
    'payConfig/pay',
    {
      token,
      body: { orderNumbers: orderNumber, payType: 2 },
    },
  );
  expect(payload).toBe(instruction.qrString);
  expect(instruction.deeplink).toBeNull();

  const top = fields(payload);
  expect(fieldList(payload).map(([tag]) => tag)).toEqual([
    '00',
    '01',
    '29',
    '52',
    '53',
    '54',
    '58',
    '59',
    '60',
    '62',
    '99',
    '63',
  ]);
  expect(top['00']).toBe('01'); // payload format
  expect(top['01']).toBe('12'); // dynamic QR: one payment
  expect(fields(top['29'])).toEqual({ '00': KHQR_MERCHANT.accountId }); // Bakong account
  expect(top['52']).toBe('5999');
  expect(top['53']).toBe('840'); // US dollars
  expect(top['54']).toBe(order.amount.toFixed(2));
  expect(top['58']).toBe('KH');
  expect(top['59']).toBe(KHQR_MERCHANT.name);
  expect(top['60']).toBe(KHQR_MERCHANT.city);
  expect(fields(top['62'])).toEqual({ '01': orderNumber }); // bill number
  const time = fields(top['99']);
  expect(Math.floor(Number(time['01']) / 1000)).toBe(Date.parse(instruction.expiresAt) / 1000); // until when a bank app may pay it
  expect(Number(time['00'])).toBeLessThan(Number(time['01']));
  expect(top['63']).toBe(crc16(payload.slice(0, -4)));
  expect(payload.endsWith(`6304${top['63']}`)).toBe(true);
});
