import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databases, createTestApp, signUpMember } from '../../test/helpers';
import {
  addAddress,
  buyNow,
  client,
  onSaleSkus,
  orderStatusOf,
  quickMember,
  setSku,
  stockOf,
  type SkuFixture,
} from '../../test/commerce';
import { runCommand } from '../cli';
import { ERROR_CODE } from '../schemas/codes';

describe.each(databases)('operator commands (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sku: SkuFixture;
  beforeAll(async () => {
    // The API the sandbox-pay command notifies knows the secret the command reads (this run's: test/setup-env.ts).
    ctx = await createTestApp(kind, { config: { sandboxPaymentSecret: process.env.SANDBOX_PAYMENT_SECRET } });
    [sku] = await onSaleSkus(ctx.db, 1, 11);
    await setSku(ctx.db, sku.skuId, { stock: 100 });
  });
  afterAll(() => ctx.close());

  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    await runCommand(ctx.db, argv, (line) => lines.push(line));
    return lines.join('\n');
  };

  async function paidOrder(): Promise<{ orderNumber: string; api: ReturnType<typeof client> }> {
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    const addrId = await addAddress(api);
    const { orderNumber } = await buyNow(api, sku, 2, addrId);
    await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 });
    return { orderNumber: orderNumber!, api };
  }

  it('confirms a transfer by order number, ships, records a return and refunds, saying what it did', async () => {
    const { orderNumber, api } = await paidOrder();
    await expect(run('ship', orderNumber)).rejects.toThrow(/to_pay/);
    expect(await run('confirm-transfer', orderNumber)).toContain(`Paid: ${orderNumber}`);
    expect(await orderStatusOf(ctx.db, orderNumber)).toBe(2);
    expect(await run('orders', '--status', '2')).toContain(orderNumber);
    expect(await run('ship', orderNumber)).toMatch(/shipped/);
    expect((await api.get('myOrder/orderDetail', { orderNumber })).body.data).toMatchObject({
      status: 3,
      shipTime: expect.any(String),
    });
    expect(await run('return', orderNumber)).toMatch(/return recorded/);
    expect(await run('refund', orderNumber)).toMatch(/refunded/);
    const tracking = (await api.get('myOrder/orderDetail', { orderNumber })).body.data.tracking.map(
      (t: { status: number }) => t.status,
    );
    expect(tracking).toEqual([1, 2, 3, 7, 8]);
  });

  it('plays the sandbox bank: a signed notification to the running API pays the order', async () => {
    const api = client(ctx.app, (await quickMember(ctx.db)).token);
    const addrId = await addAddress(api);
    const { orderNumber } = await buyNow(api, sku, 1, addrId);
    await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 });
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await run('sandbox-pay', orderNumber!, '--api', `${address}/api`)).toMatch(/notified as paid/);
    expect(await orderStatusOf(ctx.db, orderNumber!)).toBe(2);
    await expect(run('sandbox-pay', orderNumber!, '--api', `${address}/api`)).rejects.toThrow(/no open payment/);
  });

  it('refunds a paid, unshipped order with its stock back', async () => {
    const { orderNumber } = await paidOrder();
    await run('confirm-transfer', orderNumber);
    const stock = await stockOf(ctx.db, sku.skuId);
    await run('refund', orderNumber);
    expect(await orderStatusOf(ctx.db, orderNumber)).toBe(8);
    expect(await stockOf(ctx.db, sku.skuId)).toBe(stock + 2);
  });

  it('disables and enables a member (111 while disabled)', async () => {
    const { token, mobile } = await signUpMember(ctx.app);
    const api = client(ctx.app, token);
    expect(await run('disable', mobile)).toContain('disabled');
    expect(await api.get('shopCart/info')).toEqual({
      status: 403,
      body: { codeId: ERROR_CODE.memberDisabled, msg: expect.any(String) },
    });
    expect(await run('enable', mobile)).toContain('enabled');
    expect((await api.get('shopCart/info')).status).toBe(200);
  });

  it('refuses bad input with a clear message', async () => {
    await expect(run('ship')).rejects.toThrow(/exactly one order number/);
    await expect(run('ship', 'nope')).rejects.toThrow(/Order Does not Exist/);
    await expect(run('orders', '--status', '4')).rejects.toThrow(/--status must be one of/);
    await expect(run('disable', '000')).rejects.toThrow(/No member/);
    await expect(run('launch-rockets')).rejects.toThrow(/Unknown command/);
    await expect(run('orders', '--colour', 'red')).rejects.toThrow();
    expect(await run('help')).toContain('confirm-transfer');
    await expect(run('refunds', 'mark')).rejects.toThrow(/exactly one payment reference/);
    await expect(run('refunds', 'mark', 'MPNOSUCHREF00')).rejects.toThrow(/Do Not Exist/);
    await expect(run('refunds', 'now')).rejects.toThrow(/refunds mark <reference>/);
    await expect(run('check-payments')).rejects.toThrow(/sandbox provider notifies the shop itself/);
  });
});

describe.each(databases)('seed (%s)', (kind) => {
  it('loads the demo mall into an empty database once, and leaves a catalogue as it is', async () => {
    const empty = await createTestApp(kind, { seed: false });
    try {
      const lines: string[] = [];
      await runCommand(empty.db, ['seed'], (line) => lines.push(line));
      expect(lines.join('\n')).toMatch(/demo mall loaded \(\d+ products\)/);
      const products = (await empty.app.inject({ url: '/api/prod/pageBySearch?prodName=' })).json().data.total;
      expect(products).toBeGreaterThan(0);
      await runCommand(empty.db, ['seed'], (line) => lines.push(line));
      expect(lines.at(-1)).toMatch(/already has a catalogue; nothing changed/);
      expect((await empty.app.inject({ url: '/api/prod/pageBySearch?prodName=' })).json().data.total).toBe(products);
    } finally {
      await empty.close();
    }
  }, 120_000);
});

describe('npm run mall (the process)', () => {
  it('prints a clear message and exits with 1 on bad input', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-cli-'));
    try {
      const bad = spawnSync(
        process.execPath,
        [require.resolve('tsx/cli'), 'src/cli.ts', 'ship', '20990101000000000000'],
        {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, DATABASE_URL: path.join(dir, 'cli.db') },
          encoding: 'utf8',
        },
      );
      expect(bad.stderr).toContain('No such order.');
      expect(bad.status).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
