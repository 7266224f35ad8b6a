// ID tokens this instance has already verified, remembered until they expire. A browser sends the same token
// for up to an hour, and verifying it again gives the same answer: in production the Admin SDK checks the
// signature and claims only (no revocation check, as before), so a remembered token is accepted exactly as
// long as it would be anyway. On the Auth emulator the SDK also asks the emulator on every call whether the
// account was deleted, disabled or its sessions revoked; a remembered token skips that network call, so there
// such a change shows on tokens first used after it. Admin rights are still checked on every admin call
// (auth.ts: stillAdmin). Failures are never remembered.
import { createHash } from 'node:crypto';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

const MAX_TOKENS = 10_000;

export class VerifiedTokens {
  private readonly byHash = new Map<string, DecodedIdToken>();

  constructor(
    private readonly auth: Auth,
    private readonly now: () => number,
  ) {}

  async verify(token: string): Promise<DecodedIdToken> {
    const key = createHash('sha256').update(token).digest('base64');
    const known = this.byHash.get(key);
    if (known && known.exp * 1000 > this.now()) return known;
    if (known) this.byHash.delete(key);
    const decoded = await this.auth.verifyIdToken(token);
    if (this.byHash.size >= MAX_TOKENS) this.byHash.delete(this.byHash.keys().next().value!); // the oldest
    this.byHash.set(key, decoded);
    return decoded;
  }
}

const instances = new WeakMap<Auth, VerifiedTokens>();

/** The one memory of verified tokens of this instance for an Auth client. */
export function verifiedTokens(auth: Auth, now: () => Date): VerifiedTokens {
  let tokens = instances.get(auth);
  if (!tokens) {
    tokens = new VerifiedTokens(auth, () => now().getTime());
    instances.set(auth, tokens);
  }
  return tokens;
}
