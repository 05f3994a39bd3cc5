import { hash, randomBytes } from 'node:crypto';

/** A new random bearer token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the session table keeps instead of the token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
