// ID tokens an attacker can make. The Auth emulator's own tokens are unsigned (alg "none") and the Admin SDK in
// emulator mode accepts exactly those: an unsigned token with the right project, issuer and times for a real
// account passes there (by design of the emulator), so what can be refused there is a signed token (wrong key),
// an expired one, one for another project or issuer, or one of an account that no longer exists. Production's
// refusal of "alg none" itself is checked against the Admin SDK without the emulator (authorization.test.ts).
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { PROJECT_ID } from '../../support/emulators';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface Claims {
  uid: string;
  email: string;
  admin?: boolean;
  /** Seconds since the epoch. */
  iat?: number;
  exp?: number;
  aud?: string;
  iss?: string;
}

function payload(claims: Claims): string {
  const now = Math.floor(Date.now() / 1000);
  const iat = claims.iat ?? now - 5;
  return base64url(
    JSON.stringify({
      iss: claims.iss ?? `https://securetoken.google.com/${PROJECT_ID}`,
      aud: claims.aud ?? PROJECT_ID,
      auth_time: iat,
      user_id: claims.uid,
      sub: claims.uid,
      iat,
      exp: claims.exp ?? iat + 3600,
      email: claims.email,
      email_verified: true,
      ...(claims.admin ? { admin: true } : {}),
      firebase: { identities: { email: [claims.email] }, sign_in_provider: 'password' },
    }),
  );
}

/** Unsigned, as the Auth emulator makes them. */
export function unsignedToken(claims: Claims, header: Record<string, string> = {}): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT', ...header }))}.${payload(claims)}.`;
}

const attackerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/** RS256 like Google's tokens, but signed with the attacker's own key. */
export function signedWithOtherKey(claims: Claims): string {
  const head = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'attacker-key' }))}.${payload(claims)}`;
  return `${head}.${base64url(sign('RSA-SHA256', Buffer.from(head), attackerKey))}`;
}

/** HS256 with a guessable secret (the classic algorithm-confusion attempt). */
export function signedWithHmac(claims: Claims, secret = 'secret'): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${payload(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}
