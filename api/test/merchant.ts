// Staff for the merchant-console tests: made the way the operator and owners make them (a set-up link, then sign-in).
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import type { Db } from '../src/db';
import type { StaffRole } from '../src/db/schema';
import { clock } from '../src/clock';
import { createStaff } from '../src/services/staff';
import { defaultConfig } from '../src/config';

export const STAFF_PASSWORD = 'correct horse battery';

let serial = 0;
/** A login no other test in this process uses. */
export function uniqueLogin(prefix = 'staff'): string {
  serial += 1;
  return `${prefix}${process.pid % 1000}-${serial}`;
}

/** The token of a set-up link. */
export function tokenOf(setupUrl: string): string {
  return new URL(setupUrl).searchParams.get('token')!;
}

/** The current TOTP code of an otpauth:// URI or a secret. */
export function totpOf(uriOrSecret: string, atMs = clock.now()): string {
  const secret = uriOrSecret.startsWith('otpauth:') ? new URL(uriOrSecret).searchParams.get('secret')! : uriOrSecret;
  return generateSync({ secret, epoch: Math.floor(atMs / 1000) });
}

export interface SignedInStaff {
  staffId: number;
  login: string;
  token: string;
  totpUri?: string;
}

/** A staff member of `role`, set up through their link and signed in (no TOTP: the tests' NODE_ENV is not production). */
export async function signInStaff(app: FastifyInstance, db: Db, role: StaffRole): Promise<SignedInStaff> {
  const login = uniqueLogin(role);
  const { staff, setupUrl } = await createStaff(db, defaultConfig(), { login, name: `${role} ${login}`, role });
  const setup = await app.inject({
    method: 'POST',
    url: '/api/merchant/auth/setup',
    payload: { token: tokenOf(setupUrl), password: STAFF_PASSWORD },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/merchant/auth/login',
    payload: { login, password: STAFF_PASSWORD },
  });
  if (signedIn.statusCode !== 200) throw new Error(`login failed: ${signedIn.body}`);
  return { staffId: staff.staffId, login, token: signedIn.json().data.token, totpUri: setup.json().data.totpUri };
}

/** A new product as the console sends it: three languages, two SKUs. */
export function newProduct(categoryId: number, name = 'Kampot pepper') {
  return {
    prodNameKh: `ម្រេចកំពត ${name}`,
    prodNameEn: name,
    prodNameCn: `贡布胡椒 ${name}`,
    briefKh: 'ម្រេចខ្មៅ',
    briefEn: 'Black pepper',
    briefCn: '黑胡椒',
    contentKh: '',
    contentEn: '<b>not HTML</b>',
    contentCn: '',
    categoryId,
    tags: [],
    status: 1,
    skus: [
      {
        specValues: { Weight: '100 g' },
        skuNameKh: '១០០ ក្រាម',
        skuNameEn: '100 g',
        skuNameCn: '100克',
        price: 4.5,
        oriPrice: 5,
        stock: 20,
      },
      {
        specValues: { Weight: '250 g' },
        skuNameKh: '២៥០ ក្រាម',
        skuNameEn: '250 g',
        skuNameCn: '250克',
        price: 9.99,
        oriPrice: 12,
        stock: 5,
      },
    ],
  };
}
