// The 34 calls of the API with their payload names, and generators of malformed requests for each.
import fc from 'fast-check';

type Kind =
  'id' | 'int' | 'ids' | 'text' | 'mobile' | 'secret' | 'code' | 'money' | 'time' | 'orderItem' | 'orderNumbers';

export interface Call {
  method: 'GET' | 'POST';
  path: string; // {orderNumber} is filled in
  member: boolean;
  fields: Record<string, Kind>;
}

// The 34 calls, with their payload names.
export const CALLS: Call[] = [
  { method: 'GET', path: 'indexImgs', member: false, fields: {} },
  { method: 'GET', path: 'category/categoryInfo', member: false, fields: { parentId: 'int' } },
  { method: 'GET', path: 'prod/tag/prodTagList', member: false, fields: {} },
  {
    method: 'POST',
    path: 'prod/prodListByTagIdSelect',
    member: false,
    fields: {
      tagId: 'id',
      categoryIds: 'ids',
      shopId: 'id',
      sort: 'int',
      current: 'id',
      size: 'id',
      minPrice: 'money',
      maxPrice: 'money',
    },
  },
  { method: 'GET', path: 'prod/pageBySearch', member: false, fields: { prodName: 'text', current: 'id', size: 'id' } },
  { method: 'GET', path: 'search/hotSearch', member: false, fields: {} },
  { method: 'GET', path: 'search/suggest', member: false, fields: { q: 'text' } },
  { method: 'GET', path: 'prod/prodInfo', member: false, fields: { prodId: 'id' } },
  { method: 'POST', path: 'member/getVcode', member: false, fields: { registerOrBind: 'int', mobile: 'mobile' } },
  {
    method: 'POST',
    path: 'member/register',
    member: false,
    fields: { mobile: 'mobile', password: 'secret', validCode: 'code' },
  },
  { method: 'POST', path: 'member/login', member: false, fields: { userMobile: 'mobile', loginPassword: 'secret' } },
  {
    method: 'POST',
    path: 'member/forget',
    member: false,
    fields: { mobile: 'mobile', validCode: 'code', password: 'secret' },
  },
  { method: 'GET', path: 'member/logout', member: true, fields: {} },
  { method: 'GET', path: 'myOrder/orderCount', member: true, fields: {} },
  { method: 'GET', path: 'myOrder/myOrder', member: true, fields: { current: 'id', size: 'id', status: 'int' } },
  { method: 'GET', path: 'myOrder/orderDetail', member: true, fields: { orderNumber: 'text' } },
  { method: 'POST', path: 'myOrder/cancel/{orderNumber}', member: true, fields: {} },
  { method: 'POST', path: 'myOrder/{orderNumber}', member: true, fields: {} },
  { method: 'POST', path: 'myOrder/receipt/{orderNumber}', member: true, fields: {} },
  { method: 'POST', path: 'payConfig/pay', member: true, fields: { orderNumbers: 'orderNumbers', payType: 'int' } },
  {
    method: 'POST',
    path: 'address/addAddr',
    member: true,
    fields: { receiver: 'text', mobile: 'mobile', addr: 'text', addrType: 'int', commonAddr: 'int' },
  },
  { method: 'GET', path: 'address/list', member: true, fields: {} },
  {
    method: 'POST',
    path: 'address/updateAddr',
    member: true,
    fields: { addrId: 'id', receiver: 'text', mobile: 'mobile', addr: 'text', addrType: 'int', commonAddr: 'int' },
  },
  { method: 'GET', path: 'address/deleteAddr', member: true, fields: { addrId: 'id' } },
  { method: 'POST', path: 'user/collection/addOrCancel', member: true, fields: { prodId: 'id' } },
  { method: 'GET', path: 'user/collection/page', member: true, fields: { current: 'id', size: 'id' } },
  {
    method: 'POST',
    path: 'shopCart/changeItem',
    member: true,
    fields: { count: 'int', prodId: 'id', shopId: 'id', skuId: 'id', basketId: 'id' },
  },
  { method: 'GET', path: 'shopCart/info', member: true, fields: {} },
  { method: 'POST', path: 'shopCart/deleteItem', member: true, fields: { basketIds: 'ids' } },
  { method: 'POST', path: 'order/creatCartSubmission', member: true, fields: { basketIds: 'ids' } },
  {
    method: 'POST',
    path: 'order/cartSubmission',
    member: true,
    fields: {
      addrId: 'id',
      recTime: 'time',
      orderNumber: 'text',
      paymentMethod: 'int',
      basketIds: 'ids',
      remarks: 'text',
    },
  },
  { method: 'POST', path: 'order/CreateOrderConfirmation', member: true, fields: { orderItem: 'orderItem' } },
  {
    method: 'POST',
    path: 'order/confirmation',
    member: true,
    fields: {
      addrId: 'id',
      recTime: 'time',
      orderNumber: 'text',
      paymentMethod: 'int',
      orderItem: 'orderItem',
      remarks: 'text',
    },
  },
  { method: 'GET', path: 'web/webInforMation', member: false, fields: {} },
];

// Full Unicode, with the NUL byte and unpaired surrogates (which JSON can carry) among the code units.
const unicodeUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
);
const unicodeText = (maxLength: number) => fc.string({ unit: unicodeUnit, maxLength });
/** Text no call may take: a NUL byte or half a surrogate pair somewhere in it. */
const badText = fc
  .tuple(unicodeText(8), fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\udc00b'), unicodeText(8))
  .map(([before, bad, after]) => before + bad + after);
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what is looked for
export const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Values no schema of that kind may accept (JSON bodies), even with ajv's coerceTypes 'array' (which turns [x]
// into x, so no one-element arrays here).
const wrongJson: Record<Kind, fc.Arbitrary<unknown>> = {
  id: fc.oneof(
    fc.constant('abc'),
    fc.constant(1.5),
    fc.integer({ max: -1 }),
    fc.constant({ a: 1 }),
    fc.constant(1e15),
    fc.constant([1, 2]),
  ),
  int: fc.oneof(
    fc.constant('x1'),
    fc.double({ min: 0.1, max: 0.9, noNaN: true }),
    fc.constant({}),
    fc.constant(1e15),
    fc.constant([1, 2]),
  ),
  ids: fc.oneof(
    fc.constant('one,two'),
    fc.constant([{}]),
    fc.constant([-1]),
    fc.constant({ 0: 1 }),
    fc.constant([1.5]),
    fc.constant([0]),
  ),
  text: fc.oneof(fc.constant({}), fc.constant([1, 2]), fc.constant({ $gt: '' }), badText),
  mobile: fc.oneof(fc.constant({}), fc.constant([1, 2]), fc.constant('not a phone'), badText),
  secret: fc.oneof(fc.constant({}), fc.constant([1, 2]), badText),
  code: fc.oneof(fc.constant({}), fc.constant([1, 2]), badText),
  money: fc.oneof(fc.constant('cheap'), fc.constant({}), fc.integer({ max: -1 }), fc.constant([1, 2])),
  time: fc.oneof(
    fc.constant({}),
    fc.constant([1, 2]),
    fc.constant('yesterday-ish'),
    fc.constant('2026-02-30T10:00:00Z'),
  ),
  orderItem: fc.oneof(
    fc.constant('item'),
    fc.constant([]),
    fc.constant({ shopId: 1 }),
    fc.record({ shopId: fc.constant(1), prodId: fc.constant('x'), skuId: fc.constant(1), prodCount: fc.constant(1) }),
    fc.record({
      shopId: fc.constant(1),
      prodId: fc.constant(1),
      skuId: fc.constant(1),
      prodCount: fc.integer({ max: 0 }),
    }),
  ),
  orderNumbers: fc.oneof(
    fc.constant({}),
    fc.constant([{}]),
    fc.constant({ a: 'b' }),
    fc.constant([[1, 2]]),
    badText.map((t) => [t]),
  ),
};

// Noise for the other fields: anything at all, right or wrong.
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  unicodeText(30),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant(''),
  fc.constant('0'),
  fc.constant(1),
);

const wrongQueryValue = fc.oneof(
  fc.constant('abc'),
  fc.constant('1.5'),
  fc.constant('-3'),
  fc.constant('99999999999999'),
  fc.constant('1e400'),
  fc.constant('x'.repeat(300)),
  unicodeText(20),
  badText,
);

const wholeBody = fc.oneof(
  fc.constant('"just a string"'),
  fc.constant('42'),
  fc.constant('null'),
  fc.constant('[1,2,3]'),
  fc.constant('{"unterminated": '),
  fc.constant('{}'),
  fc.constant(''),
);

const orderNumberParam = fc.oneof(
  fc.constant('x'.repeat(80)),
  unicodeText(30).filter((t) => t !== ''),
  fc.constant('%20'),
  fc.constant('..'),
  badText,
);

/**
 * Percent-encodes every UTF-16 unit as a browser would its UTF-8 bytes, and an unpaired surrogate as the three
 * bytes it would have (what a careless client sends; encodeURIComponent throws on it).
 */
export function encodeUnits(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const pairs =
      unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (pairs) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}

/** `surelyBad`: holds a value no call may take (a NUL, an unpaired surrogate in JSON, a kind's wrong value). */
export type Request = {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  contentType?: string;
  tokenChoice: number;
  surelyBad: boolean;
};

// A query component with an unpaired surrogate is not valid UTF-8: the server keeps it undecoded ("%00" stays text).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const decodesToNul = (text: string) => text.includes('\u0000') && !LONE_SURROGATE.test(text);

export function requestFor(call: Call): fc.Arbitrary<Request> {
  const names = Object.keys(call.fields);
  const token = fc.integer({ min: 0, max: 9 });
  const path = call.path.includes('{orderNumber}')
    ? orderNumberParam.map((n) => ({
        url: call.path.replace('{orderNumber}', encodeUnits(n)),
        surelyBad: n.includes('\u0000'),
      }))
    : fc.constant({ url: call.path, surelyBad: false });
  if (call.method === 'GET') {
    const known = names.length
      ? fc.dictionary(fc.constantFrom(...names), wrongQueryValue, { minKeys: 1 })
      : fc.constant({});
    const junk = fc.dictionary(
      unicodeText(8).filter((key) => key !== ''),
      unicodeText(8),
      { maxKeys: 2 },
    );
    return fc.record({ path, known, junk, tokenChoice: token }).map(({ path: p, known: k, junk: j, tokenChoice }) => {
      const query = Object.entries<string>({ ...j, ...k });
      return {
        method: 'GET' as const,
        url: query.length
          ? `${p.url}?${query.map(([key, value]) => `${encodeUnits(key)}=${encodeUnits(value)}`).join('&')}`
          : p.url,
        tokenChoice,
        surelyBad: p.surelyBad || query.some(([key, value]) => decodesToNul(key) || decodesToNul(value)),
      };
    });
  }
  const shaped = names.length
    ? fc
        .record({
          killer: fc.constantFrom(...names),
          noise: fc.dictionary(fc.constantFrom(...names), anyValue, { maxKeys: names.length }),
        })
        .chain(({ killer, noise }) =>
          wrongJson[call.fields[killer]].map((bad) => ({
            text: JSON.stringify({ ...noise, [killer]: bad }),
            surelyBad: true,
          })),
        )
    : fc.dictionary(unicodeText(8), anyValue, { maxKeys: 3 }).map((o) => {
        const surelyBad = Object.entries(o).some(
          ([key, value]) => BAD_TEXT.test(key) || (typeof value === 'string' && BAD_TEXT.test(value)),
        );
        return { text: JSON.stringify(o), surelyBad };
      });
  const whole = wholeBody.map((text) => ({ text, surelyBad: false }));
  const body = call.path.includes('{orderNumber}')
    ? fc.oneof(shaped, whole)
    : fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: whole });
  const contentType = fc.oneof(
    { weight: 9, arbitrary: fc.constant('application/json') },
    { weight: 1, arbitrary: fc.constant('text/plain') },
  );
  return fc
    .record({ path, body, contentType, tokenChoice: token })
    .map(({ path: p, body: b, contentType: c, tokenChoice }) => ({
      method: 'POST' as const,
      url: p.url,
      body: b.text,
      contentType: c,
      tokenChoice,
      surelyBad: p.surelyBad || b.surelyBad,
    }));
}
