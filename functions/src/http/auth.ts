// Who is calling: the Firebase ID token of `Authorization: Bearer <token>`. Its signature and expiry are checked on
// every call (once per token and instance: verified-tokens.ts). Every write and every use of admin rights also
// confirms the account as it is now (live-account.ts), so that an account disabled, deleted, revoked or demoted
// loses them at once on every instance; reads by a non-admin take the token alone, a POST that changes nothing
// included (requireUserToRead). An order or a checkout confirms the account beside its first reads rather than
// before them (requireUserConfirmedAlongside). The verified Caller is kept in res.locals for the handlers
// (callerOf).
import type { Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, unauthenticated } from '../platform/refusal';
import { liveAccount } from './live-account';

/** Methods that change nothing. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The request's verified ID token: no or bad token -> 401; an account without an email -> 403. */
async function verifiedToken(deps: Deps, req: Request): Promise<DecodedIdToken> {
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
  return decoded;
}

/** The admin claim counts only as the account holds it now: removed rights take effect at once. */
function callerFrom(token: DecodedIdToken, account: UserRecord | undefined): Caller {
  return {
    uid: token.uid,
    email: token.email!.toLowerCase(),
    name: typeof token.name === 'string' ? token.name : '',
    admin: token.admin === true && account?.customClaims?.admin === true,
  };
}

/** `changes`: the call may write, so the account is confirmed as it is now (as it is for any admin claim). */
async function verifyCaller(deps: Deps, req: Request, changes = !READ_METHODS.has(req.method)): Promise<Caller> {
  const token = await verifiedToken(deps, req);
  const confirm = token.admin === true || changes;
  return callerFrom(token, confirm ? await liveAccount(deps.auth, token) : undefined);
}

/** Any signed-in user: no or bad token -> 401. */
export function requireUser(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    res.locals.caller = await verifyCaller(deps, req);
    next();
  };
}

/**
 * Any signed-in user, for a POST that changes nothing (a quote, a quick order's check): the token alone, as for a
 * GET. No or bad token -> 401.
 */
export function requireUserToRead(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    res.locals.caller = await verifyCaller(deps, req, false);
    next();
  };
}

/**
 * Any signed-in user, for a write whose first reads need not wait for the account: the account is confirmed as it
 * is now (liveAccount) alongside them. The handler takes that confirmation with accountConfirmationOf(res) and
 * awaits it before it commits or refuses anything but the input itself (a body outside the contract, a product name
 * that names no product), which may be answered first, as it changes nothing. A token claiming admin rights is confirmed before the handler runs, so `admin` is always the
 * account's.
 */
export function requireUserConfirmedAlongside(deps: Deps): RequestHandler {
  return async (req, res, next) => {
    const token = await verifiedToken(deps, req);
    let confirmation: Promise<unknown>;
    if (token.admin === true) {
      const account = await liveAccount(deps.auth, token);
      res.locals.caller = callerFrom(token, account);
      confirmation = Promise.resolve();
    } else {
      res.locals.caller = callerFrom(token, undefined);
      confirmation = liveAccount(deps.auth, token);
      // Handled here too, so a handler that refuses its input before awaiting it leaves no unhandled rejection.
      confirmation.catch(() => undefined);
    }
    res.locals.accountConfirmation = confirmation;
    next();
  };
}

/** The account check requireUserConfirmedAlongside started: rejects with the 401 when the account is gone. */
export function accountConfirmationOf(res: Response): Promise<unknown> {
  const confirmation = res.locals.accountConfirmation as Promise<unknown> | undefined;
  if (!confirmation) throw new Error('accountConfirmationOf() used on a route without requireUserConfirmedAlongside');
  return confirmation;
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
