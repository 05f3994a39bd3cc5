// Staff authentication for /api/merchant/*: a staff session's bearer token (never a member's), and the caller's role.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Staff, StaffRole } from '../db/schema';
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import { hashToken } from '../services/auth-tokens';
import { findStaffOfSession } from '../repositories/staff';
import { bearerTokenOf } from './auth';
import type { StaffCall } from '../services/staff-call';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by staffOnly's onRequest hook. */
    staff?: Staff;
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
 * owners may call it (owners may call everything); `any` for every signed-in staff member. Checked when the request
 * arrives, before its body is read: no upload is parsed for a caller who may not send it.
 */
export function staffOnly(app: FastifyInstance, tag: string, roles: StaffRole[] | 'any') {
  const onRequest = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const token = bearerTokenOf(request);
    if (!token) return done(new MallError(ERROR_CODE.staffSignInRequired));
    const tokenHash = hashToken(token);
    findStaffOfSession(app.db, tokenHash, clock.now()).then((staff) => {
      if (!staff || staff.disabled === 1) return done(new MallError(ERROR_CODE.staffSignInRequired));
      if (roles !== 'any' && staff.role !== 'owner' && !roles.includes(staff.role)) {
        return done(new MallError(ERROR_CODE.notAllowedForRole));
      }
      request.staff = staff;
      request.tokenHash = tokenHash;
      done();
    }, done);
  };
  return { onRequest, schema: { tags: [tag], security: [{ bearer: [] }] } };
}

export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('staff', undefined);
}
