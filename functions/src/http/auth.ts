// Who is calling: the Firebase ID token of `Authorization: Bearer <token>`. Its signature and expiry are checked on
// every call (once per token and instance: verified-tokens.ts). Every write and every use of admin rights also
// confirms the account as it is now (live-account.ts), so that an account disabled, deleted, revoked or demoted
// loses them at once on every instance; reads by a non-admin take the token alone. The verified Caller is kept
// in res.locals for the handlers (callerOf).
import type { Request, RequestHandler, Response } from 'express';
import { apiMessages } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from './caller';
import { forbidden, HttpError } from './http-error';
import { liveAccount } from './live-account';

const unauthenticated = () => new HttpError(401, apiMessages.unauthenticated);

/** Methods that change nothing. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

async function verifyCaller(deps: Deps, req: Request): Promise<Caller> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw unauthenticated();
  let decoded;
  try {
    decoded = await deps.verifiedTokens.verify(token);
  } catch {
    throw unauthenticated();
  }
  // Orders, profiles and the users list are keyed by email: an account without one cannot use them.
  if (!decoded.email) throw forbidden();
  const claimsAdmin = decoded.admin === true;
  const confirm = claimsAdmin || !READ_METHODS.has(req.method);
  // The admin claim counts only as the account holds it now: removed rights take effect at once.
  const account = confirm ? await liveAccount(deps.auth, decoded) : undefined;
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    name: typeof decoded.name === 'string' ? decoded.name : '',
    admin: claimsAdmin && account?.customClaims?.admin === true,
  };
}

/** Any signed-in user: no or bad token -> 401. */
export function requireUser(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    res.locals.caller = await verifyCaller(deps, req);
    next();
  };
}

/** Admins only: no or bad token -> 401, a signed-in user without the admin claim -> 403. */
export function requireAdmin(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const caller = await verifyCaller(deps, req);
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
