import { randomBytes, randomInt } from 'node:crypto';
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from './config';

/**
 * Signed-in sessions and Django's CSRF tokens, for the Plane-shaped server. Sessions belong to the
 * server, not to a test namespace: a session made once (the e2e setup signs in once) works in
 * every namespace, as one Plane account works in every browser tab.
 */

export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export class Sessions {
  private readonly sessions = new Map<string, { userId: string; expires: number }>();

  create(userId: string): string {
    const id = randomBytes(24).toString('hex');
    this.sessions.set(id, { userId, expires: Date.now() + SESSION_MAX_AGE_S * 1000 });
    return id;
  }

  /** The user a Cookie header's session belongs to, unless it is unknown or expired. */
  userIdOf(cookieHeader: string | null | undefined): string | undefined {
    const id = cookieValue(cookieHeader, SESSION_COOKIE);
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) return undefined;
    if (session.expires < Date.now()) {
      this.sessions.delete(id!);
      return undefined;
    }
    return session.userId;
  }

  destroy(cookieHeader: string | null | undefined): void {
    const id = cookieValue(cookieHeader, SESSION_COOKIE);
    if (id) this.sessions.delete(id);
  }
}

/**
 * Django's CSRF scheme: the cookie holds a 32-character secret; the token a page posts back is
 * that secret masked with a fresh 32-character mask (mask + cipher, 64 characters), so the token
 * changes on every read while the cookie stays. An unmasked secret is accepted too.
 */
const CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SECRET_LENGTH = 32;

const randomChars = (n: number) => Array.from({ length: n }, () => CHARS[randomInt(CHARS.length)]).join('');

export const newCsrfSecret = () => randomChars(SECRET_LENGTH);

export function maskCsrfSecret(secret: string): string {
  const mask = randomChars(SECRET_LENGTH);
  const cipher = [...secret].map((c, i) => CHARS[(CHARS.indexOf(c) + CHARS.indexOf(mask[i])) % CHARS.length]).join('');
  return mask + cipher;
}

function unmask(token: string): string {
  const mask = token.slice(0, SECRET_LENGTH);
  const cipher = token.slice(SECRET_LENGTH);
  return [...cipher].map((c, i) => CHARS[(CHARS.indexOf(c) - CHARS.indexOf(mask[i]) + CHARS.length) % CHARS.length]).join('');
}

const wellFormed = (value: string, length: number) => value.length === length && [...value].every((c) => CHARS.includes(c));

/** Whether a posted token matches the cookie's secret. */
export function csrfTokenMatches(token: string | undefined, secret: string | undefined): boolean {
  if (!token || !secret || !wellFormed(secret, SECRET_LENGTH)) return false;
  if (wellFormed(token, SECRET_LENGTH)) return token === secret;
  return wellFormed(token, 2 * SECRET_LENGTH) && unmask(token) === secret;
}
