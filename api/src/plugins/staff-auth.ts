// Staff authentication for /api/merchant/*: a staff session's bearer token (never a member's), and the caller's role.
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { Staff, StaffRole } from '../db/schema';
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import { hashToken } from '../services/auth-tokens';
import { extendStaffSession, findStaffSession } from '../repositories/staff';
import { secondFactorDue, staffSessionMs } from '../services/staff';
import { bearerTokenOf } from './auth';
import { rateLimit } from './rate-limit';
import type { StaffCall } from '../services/staff-call';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by staffOnly's onRequest hook. */
    staff?: Staff;
    /** Why staffOnly refuses the request; answered once the request limit has counted it. */
    staffRefusal?: MallError;
  }
}

/** The signed-in staff member of a request (of a staffOnly route). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new MallError(ERROR_CODE.staffSignInRequired);
  return request.staff;
}

/** The service's view of a staff call: the app's database and the signed-in staff member. */
export function staffCallOf(request: FastifyRequest): StaffCall {
  return { db: request.server.db, dialect: request.server.dialect, staffId: staffOf(request).id };
}

/**
 * The options of a staff call, listed under `tag` in the OpenAPI document; spread into a route. `roles`: who besides
 * owners may call it (owners may call everything); `any` for every signed-in staff member. `cost`: `costly` for the
 * calls that cost the shop most (invites, uploads, exports, imports), limited more tightly. The caller is found when
 * the request arrives, then the request limit counts it (per member of staff, or per address when no one is signed
 * in), then a refusal is answered: all before the body is read, so no upload is parsed for a caller who may not
 * send it. A member with TOTP whose session's second factor is older than STAFF_SECOND_FACTOR_HOURS is refused
 * (149) until they give a code again, except on the calls that say `secondFactor: 'any'` (who am I, sign-out, and the
 * code-again call itself). A trusted browser's session moves its end on with each call (at most once a minute).
 */
export function staffOnly(
  app: FastifyInstance,
  tag: string,
  roles: StaffRole[] | 'any',
  cost: 'usual' | 'costly' = 'usual',
  options: { secondFactor?: 'fresh' | 'any' } = {},
) {
  const askAgain = options.secondFactor !== 'any';
  const onRequest = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const token = bearerTokenOf(request);
    if (!token) {
      request.staffRefusal = new MallError(ERROR_CODE.staffSignInRequired);
      return done();
    }
    const tokenHash = hashToken(token);
    const now = clock.now();
    findStaffSession(app.db, tokenHash, now)
      .then(async (found) => {
        const staff = found?.staff;
        if (!found || !staff || staff.disabled === 1) {
          request.staffRefusal = new MallError(ERROR_CODE.staffSignInRequired);
          return;
        }
        const { session } = found;
        if (session.trusted) {
          const end = now + staffSessionMs(app.config, true);
          if (end - session.expiresAt > SLIDE_STEP_MS) await extendStaffSession(app.db, tokenHash, end);
        }
        if (askAgain && secondFactorDue(app.config, staff, session, now))
          request.staffRefusal = new MallError(ERROR_CODE.secondFactorAgain);
        else if (roles !== 'any' && staff.role !== 'owner' && !roles.includes(staff.role)) {
          request.staffRefusal = new MallError(ERROR_CODE.notAllowedForRole);
        } else {
          request.staff = staff;
          request.tokenHash = tokenHash;
        }
      })
      .then(() => done(), done);
  };
  const preParsing = (
    request: FastifyRequest,
    _reply: FastifyReply,
    payload: RequestPayload,
    done: (error: Error | null, payload?: RequestPayload) => void,
  ) => done(request.staffRefusal ?? null, payload);
  return {
    onRequest,
    preParsing,
    config: { rateLimit: rateLimit(app, cost === 'costly' ? 'staffCostly' : 'staff') },
    schema: { tags: [tag], security: [{ bearer: [] }] },
  };
}

/** A trusted session's end is written again only when it would move by more than this. */
const SLIDE_STEP_MS = 60_000;

export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('staffRefusal', undefined);
}
