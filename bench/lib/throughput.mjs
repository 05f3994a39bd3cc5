// (c) API throughput: autocannon, 50 connections, 10 s per call, against a raw Node `http` baseline run the same way.
import autocannon from 'autocannon';
import { callApi, signInDemo } from './api-client.mjs';
import { API_URL, BENCH_PORTS, startBaseline } from './servers.mjs';

export const TARGETS = { prodInfo: 0.4, search: 0.25, signedIn: 0.25, p99Ms: 30 };

async function load(url, headers, seconds) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

async function measure(name, url, headers = {}) {
  await load(url, headers, 2); // warm-up: JIT, connection pools, SQLite page cache
  const figures = await load(url, headers, 10);
  return { name, url: url.replace(/^http:\/\/[^/]+/, ''), ...figures };
}

/** A product id and a search word taken from the seeded catalogue. */
async function pickSubjects() {
  const tags = await callApi(API_URL, 'GET', 'prod/tag/prodTagList');
  const group = await callApi(API_URL, 'POST', 'prod/prodListByTagIdSelect', {
    body: { tagId: tags[0].id, shopId: 1, sort: 0, current: 1, size: 10 },
  });
  const product = group.records[0];
  const word =
    String(product.prodNameEn ?? product.prodName)
      .split(/\s+/)
      .find((part) => part.length >= 4) ?? product.prodName;
  return { prodId: product.prodId, word };
}

/** Orders for the demo member, so that the order list measured has a page of records with items and tracking. */
async function placeOrders(token, prodId, count) {
  const product = await callApi(API_URL, 'GET', 'prod/prodInfo', { params: { prodId }, token });
  const sku = product.skuList[0];
  const orderItem = { shopId: product.shopId, prodId, skuId: sku.skuId, prodCount: 1 };
  const { addrId } = await callApi(API_URL, 'POST', 'address/addAddr', {
    body: { receiver: 'Sokha Chan', mobile: '012345678', addr: 'No. 12, Street 240, Daun Penh', addrType: 1 },
    token,
  });
  // Tomorrow at noon, Phnom Penh time (UTC+7): inside every delivery window.
  const recTime = `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T12:00:00+07:00`;
  for (let placed = 0; placed < count; placed += 1) {
    const { orderNumber } = await callApi(API_URL, 'POST', 'order/CreateOrderConfirmation', {
      body: { orderItem },
      token,
    });
    await callApi(API_URL, 'POST', 'order/confirmation', {
      body: { orderNumber, addrId, recTime, paymentMethod: 1, orderItem },
      token,
    });
  }
}

const ORDERS_LISTED = 10;

export async function measureThroughput() {
  const baseline = await startBaseline();
  try {
    const { prodId, word } = await pickSubjects();
    const token = await signInDemo(API_URL);
    const auth = { authorization: `Bearer ${token}`, 'x-device': 'H5', 'accept-language': 'en' };
    const rows = [];
    rows.push(await measure('baseline (raw node http)', `http://127.0.0.1:${BENCH_PORTS.baseline}/`));
    rows.push(await measure('prodInfo', `${API_URL}/api/prod/prodInfo?prodId=${prodId}`, { 'accept-language': 'en' }));
    rows.push(
      await measure(
        'search',
        `${API_URL}/api/prod/pageBySearch?prodName=${encodeURIComponent(word)}&current=1&size=10`,
        { 'accept-language': 'en' },
      ),
    );
    rows.push(await measure('cart (signed in)', `${API_URL}/api/shopCart/info`, auth));
    // The signed-in rows measure what a member's call costs over a visitor's (session check, member's rows): the demo
    // member's cart and order list are empty. A full page of orders is measured after, for its own p99.
    rows.push(
      await measure('order list (signed in)', `${API_URL}/api/myOrder/myOrder?current=1&size=10&status=0`, auth),
    );
    await placeOrders(token, prodId, ORDERS_LISTED);
    rows.push(
      await measure(
        `order list, ${ORDERS_LISTED} orders`,
        `${API_URL}/api/myOrder/myOrder?current=1&size=${ORDERS_LISTED}&status=0`,
        auth,
      ),
    );
    const base = rows[0].requestsPerSecond;
    for (const row of rows) row.ratio = row.requestsPerSecond / base;
    return { rows, searchWord: word, prodId };
  } finally {
    await baseline.stop();
  }
}
