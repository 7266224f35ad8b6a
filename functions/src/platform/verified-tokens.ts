// ID tokens this instance has already verified, remembered until they expire. A browser sends the same token
// for up to an hour, and checking its signature again gives the same answer. What a remembered token does not
// show is a change to its account since (deleted, disabled, sessions revoked, admin rights removed): the calls
// that must see such a change confirm the account on every call (auth.ts, live-account.ts), whether the token
// was remembered or not. Failures are never remembered.
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
