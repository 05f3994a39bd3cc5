// Operator commands: `npm run mall -- <command>` (see `help`). Each prints what it did; bad input exits with 1.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { dialectOf, openDatabase, migrateToLatest, isEmptyCatalogue, type Db } from './db';
import { ERROR_CODE, MallError } from './errors';
import { toIso } from './clock';
import { money } from './lib/money';
import {
  STATUS_NAMES,
  OperatorRefusal,
  listOrders,
  recordReturn,
  refundOrder,
  shipOrder,
} from './services/order-operator';
import { checkAppPayments, confirmTransfer, markRefunded, type ConfirmedPayment } from './services/payment';
import { createPaymentProvider } from './services/payment-providers';
import { sweep } from './services/expiry';
import { seedDemoMall } from './seed';
import { findOpenPayments, findPaymentByReference, listPaymentsWithMobile } from './repositories/payment-repository';
import { signSandboxNotification } from './services/payment-providers/sandbox';
import { createStaff } from './services/staff';
import type { StaffRole } from './db/schema';

function isStaffRole(role: string): role is StaffRole {
  return role === 'owner' || role === 'catalogue' || role === 'orders';
}

const HELP = `Operator commands: npm run mall -- <command>

  orders [--status N] [--limit N]        list orders, newest first (status: 1 to_pay, 2 to_delivered,
                                         3 to_receive, 5 completed, 6 cancelled, 7 returned, 8 refunded)
  ship <orderNumber>                     the order left the shop (to_delivered -> to_receive)
  confirm-transfer <orderNumber|reference>
                                         a bank transfer arrived (to_pay -> to_delivered)
  return <orderNumber>                   the goods came back (to_receive/completed -> returned_goods_refund)
  refund <orderNumber>                   the money went back (returned -> refunded; a paid, unshipped order
                                         -> refunded with its stock back on the shelf)
  disable <mobile>                       the member can no longer sign in or use the shop
  enable <mobile>                        lifts a disable and a sign-in lock
  refunds                                list payments to refund: money that came for orders no longer
                                         payable (cancelled, or paid after the instruction expired)
  refunds mark <reference>               the money of that payment went back (refund_due -> refunded)
  check-payments                         ask the provider (KHQR: Bakong) about open bank-app payments now
  sweep                                  cancel unpaid orders past the payment window now
  sandbox-pay <reference|orderNumber> [--api http://localhost:4000/api]
                                         play the sandbox bank: post its signed "paid" notification to the
                                         running API (the open payment of that order)
  staff add <login> <name> [--role owner|catalogue|orders]
                                         a staff member of the merchant console (an owner unless --role);
                                         prints the one-time set-up link (72 hours) that sets the password
  seed                                   load the demo mall into an empty database (a new PostgreSQL one);
                                         leaves a database with a catalogue as it is
  reseed                                 erase everything and load the demo mall again
  help                                   this text

The database is DATABASE_URL (unset: the SQLite file api/data/mall.db), as for the server; every command
first brings its schema up to date (migrations).`;

class UsageError extends Error {}

function one(positionals: string[], what: string): string {
  const value = positionals[0]?.trim();
  if (!value || positionals.length > 1) throw new UsageError(`Give exactly one ${what}.`);
  return value;
}

function integerOption(raw: string | undefined, name: string, allowed?: number[]): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || (allowed && !allowed.includes(value))) {
    throw new UsageError(
      `--${name} must be ${allowed ? `one of ${allowed.join(', ')}` : 'a positive whole number'} (got "${raw}").`,
    );
  }
  return value;
}

async function setMemberStatus(db: Db, mobile: string, status: 0 | 1): Promise<boolean> {
  const result = await db
    .updateTable('member')
    .set(status === 1 ? { status, failed_logins: 0, locked_until: null } : { status })
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Children before parents, so foreign keys hold at every step.
const ERASE_ORDER = [
  'order_event',
  'order_item',
  'open_payment',
  'payment',
  'order',
  'checkout',
  'favorite',
  'address',
  'cart_item',
  'session',
  'verification_code',
  'code_quota',
  'member',
  'audit_log',
  'staff_setup',
  'staff_session',
  'staff',
  'photo',
  'banner',
  'hot_search',
  'site_setting',
  'product_tag',
  'tag',
  'product_category',
  'sku',
  'spec_value',
  'spec',
  'product',
  'category',
] as const;

async function eraseEverything(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ERASE_ORDER) await trx.deleteFrom(table).execute();
  });
}

type Print = (line: string) => void;

function printOutcome(print: Print, result: ConfirmedPayment): void {
  const orders = result.orderNumbers.join(', ');
  if (result.outcome === 'paid') print(`Paid: ${orders} (now to_delivered).`);
  if (result.outcome === 'already_paid') print(`Payment ${result.reference} was already confirmed; nothing changed.`);
  if (result.outcome === 'refund_due') {
    print(
      `Payment ${result.reference}: ${orders} no longer waiting for payment; recorded as refund due (see "refunds").`,
    );
  }
}

export async function runCommand(db: Db, argv: string[], print: Print): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      api: { type: 'string' },
      role: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  switch (command) {
    case 'orders': {
      const status = integerOption(values.status, 'status', [1, 2, 3, 5, 6, 7, 8]);
      const limit = integerOption(values.limit, 'limit') ?? 50;
      const orders = await listOrders(db, status, limit);
      if (orders.length === 0) print('No orders.');
      for (const o of orders) {
        print(
          [
            o.order_number,
            (STATUS_NAMES[Number(o.status)] ?? String(o.status)).padEnd(21),
            `$${money(Number(o.amount_cents)).toFixed(2)}`.padStart(9),
            o.mobile,
            toIso(Number(o.create_time)),
            o.deleted_at ? '(hidden by member)' : '',
          ]
            .join('  ')
            .trimEnd(),
        );
      }
      return;
    }
    case 'ship': {
      const orderNumber = one(positionals, 'order number');
      await shipOrder(db, orderNumber);
      print(`Order ${orderNumber} shipped: now to_receive.`);
      return;
    }
    case 'confirm-transfer': {
      const key = one(positionals, 'order number or payment reference');
      printOutcome(print, await confirmTransfer(db, key, loadConfig().paymentWindowMinutes));
      return;
    }
    case 'refunds': {
      if (positionals[0] === 'mark') {
        const reference = one(positionals.slice(1), 'payment reference');
        if (!(await markRefunded(db, reference)))
          throw new UsageError(`Payment ${reference} is not waiting for a refund.`);
        print(`Payment ${reference} refunded.`);
        return;
      }
      if (positionals.length > 0) throw new UsageError('Use "refunds" or "refunds mark <reference>".');
      const due = await listPaymentsWithMobile(db, 'refund_due', integerOption(values.limit, 'limit') ?? 100);
      if (due.length === 0) print('No payments to refund.');
      for (const p of due) {
        const orders = (JSON.parse(p.order_numbers) as string[]).join(',');
        print(
          [
            p.reference,
            `$${money(Number(p.received_cents)).toFixed(2)}`.padStart(9),
            p.mobile,
            toIso(Number(p.paid_at)),
            Number(p.pay_type) === 1 ? 'transfer' : 'app',
            orders,
          ].join('  '),
        );
      }
      return;
    }
    case 'check-payments': {
      const config = loadConfig();
      const provider = createPaymentProvider(config);
      if (!provider.checkPayment)
        throw new UsageError(`The ${provider.name} provider notifies the shop itself; nothing to ask.`);
      const { settled, failed } = await checkAppPayments(db, {
        provider,
        paymentWindowMinutes: config.paymentWindowMinutes,
      });
      if (settled.length === 0) print('No new payments.');
      for (const result of settled) printOutcome(print, result);
      for (const failure of failed) print(`Payment ${failure.reference}: ${failure.message}`);
      return;
    }
    case 'return': {
      const orderNumber = one(positionals, 'order number');
      await recordReturn(db, orderNumber);
      print(`Order ${orderNumber}: return recorded (returned_goods_refund).`);
      return;
    }
    case 'refund': {
      const orderNumber = one(positionals, 'order number');
      await refundOrder(db, orderNumber);
      print(`Order ${orderNumber} refunded.`);
      return;
    }
    case 'disable':
    case 'enable': {
      const mobile = one(positionals, 'mobile number');
      if (!(await setMemberStatus(db, mobile, command === 'enable' ? 1 : 0)))
        throw new UsageError(`No member with mobile ${mobile}.`);
      print(`Member ${mobile} ${command}d.`);
      return;
    }
    case 'sweep': {
      const { cancelled, completed } = await sweep(db, loadConfig().paymentWindowMinutes);
      print(
        `Cancelled ${cancelled} unpaid order(s) past the payment window; completed ${completed} long-shipped order(s).`,
      );
      return;
    }
    case 'sandbox-pay': {
      const key = one(positionals, 'payment reference or order number');
      const payment = (await findPaymentByReference(db, key)) ?? (await findOpenPayments(db, [key]))[0];
      if (!payment) throw new UsageError(`No payment with reference ${key}, and no open payment for an order ${key}.`);
      const config = loadConfig();
      const api = values.api ?? `http://localhost:${config.port}/api`;
      const { body, headers } = signSandboxNotification(config.sandboxPaymentSecret, {
        reference: payment.reference,
        amountCents: Number(payment.amount_cents),
        paidAt: Date.now(),
      });
      let response: Response;
      try {
        response = await fetch(`${api}/payConfig/notify/sandbox`, {
          method: 'POST',
          headers,
          body,
        });
      } catch {
        throw new UsageError(`The API at ${api} does not answer; start it, or give its address with --api.`);
      }
      if (!response.ok) throw new UsageError(`The API refused the notification: ${await response.text()}`);
      print(
        `Sandbox bank: payment ${payment.reference} ($${money(Number(payment.amount_cents)).toFixed(2)}) notified as paid.`,
      );
      return;
    }
    case 'staff': {
      const [sub, login, ...nameParts] = positionals;
      const name = nameParts.join(' ').trim();
      if (sub !== 'add' || !login || !name) throw new UsageError('Use "staff add <login> <name> [--role owner]".');
      const role = values.role ?? 'owner';
      if (!isStaffRole(role)) throw new UsageError(`--role must be one of owner, catalogue, orders (got "${role}").`);
      if (!/^[a-z0-9][a-z0-9._-]{1,39}$/.test(login)) {
        throw new UsageError('The login is 2-40 lower-case letters, digits, dots, dashes or underscores.');
      }
      const { staff, setupUrl } = await createStaff(db, loadConfig(), { login, name, role });
      print(`Staff member ${staff.login} (${staff.role}) added. Send them this one-time link (valid 72 hours):`);
      print(setupUrl);
      return;
    }
    case 'seed': {
      if (!(await isEmptyCatalogue(db))) {
        print(
          'The database already has a catalogue; nothing changed ("reseed" erases everything and loads the demo mall again).',
        );
        return;
      }
      const { products } = await seedDemoMall(db);
      print(`The demo mall loaded (${products} products).`);
      return;
    }
    case 'reseed': {
      await eraseEverything(db);
      const { products } = await seedDemoMall(db);
      print(`Database erased and the demo mall loaded again (${products} products).`);
      return;
    }
    case 'help':
    case undefined:
      print(HELP);
      return;
    default:
      throw new UsageError(`Unknown command "${command}". Run "npm run mall -- help".`);
  }
}

function explain(error: unknown): string {
  if (error instanceof UsageError || error instanceof OperatorRefusal) return error.message;
  if (error instanceof MallError) {
    return error.codeId === ERROR_CODE.orderNotFound
      ? 'No such order.'
      : error.codeId === ERROR_CODE.notFound
        ? 'No such payment.'
        : error.codeId === ERROR_CODE.staffExists
          ? 'A staff member with that login exists.'
          : `Refused: ${error.message}.`;
  }
  if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS'))
    return error.message;
  return `Failed: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * `npm run mall` runs in api/, so a relative SQLite path in DATABASE_URL is taken from where npm was first
 * invoked (INIT_CWD: the repository root for `npm run mall -- …`), as for the server started from there.
 * Unset, it is the server's own default file.
 */
function databaseUrlFromOperator(url: string | undefined): string | undefined {
  const initCwd = process.env.INIT_CWD;
  if (
    !url ||
    !initCwd ||
    dialectOf(url) !== 'sqlite' ||
    url.startsWith('file:') ||
    url === ':memory:' ||
    path.isAbsolute(url)
  )
    return url;
  return path.resolve(initCwd, url);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openDatabase(databaseUrlFromOperator(config.databaseUrl));
  try {
    await migrateToLatest(opened.db);
    await runCommand(opened.db, process.argv.slice(2), (line) => console.log(line));
  } catch (error) {
    console.error(explain(error));
    process.exitCode = 1;
  } finally {
    await opened.close();
  }
}

if (require.main === module) void main();
