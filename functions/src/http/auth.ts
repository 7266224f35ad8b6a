// Who is calling: the Firebase ID token of `Authorization: Bearer <token>`, verified on every call that needs
// a user (once per token and instance: verified-tokens.ts). The verified Caller is kept in res.locals for the
// handlers (callerOf).
import type { RequestHandler, Response } from 'express';
import { apiMessages } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from './caller';
import { forbidden, HttpError } from './http-error';
import { verifiedTokens } from './verified-tokens';

const unauthenticated = () => new HttpError(401, apiMessages.unauthenticated);

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function verifyCaller(deps: Deps, header: string | undefined): Promise<Caller> {
  const token = bearerToken(header);
  if (!token) throw unauthenticated();
  let decoded;
  try {
    decoded = await verifiedTokens(deps.auth, deps.now).verify(token);
  } catch {
    throw unauthenticated();
  }
  // Orders, profiles and the users list are keyed by email: an account without one cannot use them.
  if (!decoded.email) throw forbidden();
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    name: typeof decoded.name === 'string' ? decoded.name : '',
    admin: decoded.admin === true && (await stillAdmin(deps, decoded.uid)),
  };
}

/**
 * An admin claim in a token is confirmed against the account, so that removed admin rights take effect at
 * once rather than when the old token expires (up to an hour later). Only admins' calls pay for this look-up.
 */
async function stillAdmin(deps: Deps, uid: string): Promise<boolean> {
  try {
    const account = await deps.auth.getUser(uid);
    return account.customClaims?.admin === true;
  } catch (error) {
    // A still-valid token of a deleted account.
    if ((error as { code?: string }).code === 'auth/user-not-found') throw unauthenticated();
    throw error;
  }
}

/** Any signed-in user: no or bad token -> 401. */
export function requireUser(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    res.locals.caller = await verifyCaller(deps, req.headers.authorization);
    next();
  };
}

/** Admins only: no or bad token -> 401, a signed-in user without the admin claim -> 403. */
export function requireAdmin(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const caller = await verifyCaller(deps, req.headers.authorization);
    if (!caller.admin) throw forbidden();
    res.locals.caller = caller;
    next();
  };
}

/** The Caller put in place by requireUser or requireAdmin. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('callerOf() used on a route without requireUser/requireAdmin');
  return caller;
}

/** The caller may act for `email` only when it is their own, or when they are an admin. */
export function assertOwnEmailOrAdmin(caller: Caller, email: string): void {
  if (!caller.admin && !sameEmail(caller.email, email)) throw forbidden();
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
