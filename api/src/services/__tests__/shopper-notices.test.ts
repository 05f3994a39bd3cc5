import { orderNoticeText } from '../shopper-notices';

const facts = { orderNumber: '20261127000001', amountCents: 2150, amountRiel: 88_200, rider: '', note: '' };

describe("an order's messages", () => {
  it('write the riel frozen with the order beside the dollars, in each language; none for an order before riel', () => {
    expect(orderNoticeText('placed', 'en', { ...facts, payRider: false })).toBe(
      'Phsar Penh: we have your order 20261127000001 ($21.50 · 88,200៛). Thank you!',
    );
    expect(orderNoticeText('paid', 'zh', { ...facts, payRider: false })).toContain('（$21.50 · 88,200瑞尔）');
    expect(orderNoticeText('placed', 'en', { ...facts, amountRiel: null, payRider: false })).toBe(
      'Phsar Penh: we have your order 20261127000001 ($21.50). Thank you!',
    );
  });
});

describe("a cash order's messages", () => {
  it('say to pay the rider, in each language, when it is placed and when it ships', () => {
    const cash = { ...facts, payRider: true };
    expect(orderNoticeText('placed', 'en', cash)).toBe(
      'Phsar Penh: we have your order 20261127000001 ($21.50 · 88,200៛). Thank you! Pay the rider $21.50 · 88,200៛ in cash when it arrives.',
    );
    expect(orderNoticeText('shipped', 'km', cash)).toMatch(/សូមបង់ប្រាក់ \$21\.50 · 88,200៛ ជាសាច់ប្រាក់ឲ្យអ្នកដឹកជញ្ជូន/);
    expect(orderNoticeText('placed', 'zh', cash)).toMatch(/谢谢！货到时请以现金向配送员支付 \$21\.50 · 88,200瑞尔。$/);
  });

  it('say nothing of the rider once it is paid or refunded, nor for an order paid by transfer or app', () => {
    const cash = { ...facts, payRider: true };
    expect(orderNoticeText('refunded', 'en', cash)).not.toMatch(/rider/);
    expect(orderNoticeText('placed', 'en', { ...facts, payRider: false })).not.toMatch(/rider/);
  });
});
