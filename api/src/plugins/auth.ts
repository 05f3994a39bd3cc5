// Member authentication: `app.authenticate` (required) and `app.optionalMember` (when present) as preHandlers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import { hashToken } from '../services/auth-tokens';
import { findLiveSession } from '../repositories/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Callback hooks: a promise returned to Fastify costs one more tick on every signed-in call. */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
    /** A visitor (no token) costs no promise on pages every visitor opens. */
    optionalMember: (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;
  }
  interface FastifyRequest {
    /** Set by app.authenticate (always) or app.optionalMember (when a valid token came). */
    memberId?: number;
    /** The sha256 of the bearer token that authenticated this request. */
    tokenHash?: string;
  }
}

/** The member id of an authenticated request (after app.authenticate). */
export function memberIdOf(request: FastifyRequest): number {
  if (request.memberId === undefined) throw new MallError(ERROR_CODE.loggedOut);
  return request.memberId;
}

/** The options of a call only a signed-in member may make, listed under `tag` in the OpenAPI document; spread into a route. */
export function memberOnly(app: Pick<FastifyInstance, 'authenticate'>, tag: string) {
  return { preHandler: app.authenticate, schema: { tags: [tag], security: [{ bearer: [] }] } };
}

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function registerAuth(app: FastifyInstance): void {
  async function resolve(request: FastifyRequest, required: boolean): Promise<void> {
    const token = bearerTokenOf(request);
    if (!token) {
      if (required) throw new MallError(ERROR_CODE.loggedOut);
      return;
    }
    const tokenHash = hashToken(token);
    const session = await findLiveSession(app.db, tokenHash, clock.now());
    if (!session) {
      if (required) throw new MallError(ERROR_CODE.loggedOut);
      return;
    }
    if (session.memberStatus !== 1) {
      if (required) throw new MallError(ERROR_CODE.memberDisabled);
      return;
    }
    request.memberId = session.memberId;
    request.tokenHash = tokenHash;
  }
  app.decorateRequest('memberId', undefined);
  app.decorateRequest('tokenHash', undefined);
  app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    resolve(request, true).then(() => done(), done);
  });
  app.decorate('optionalMember', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    if (bearerTokenOf(request) === undefined) return done();
    resolve(request, false).then(() => done(), done);
  });
}
