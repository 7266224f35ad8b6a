import { describe, expect, it } from 'vitest';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { VerifiedTokens } from './verified-tokens';

function fakeAuth(expSeconds: number) {
  const calls: string[] = [];
  const auth = {
    verifyIdToken: async (token: string) => {
      calls.push(token);
      if (token === 'bad') throw new Error('auth/argument-error');
      return { uid: token, exp: expSeconds } as DecodedIdToken;
    },
  } as unknown as Auth;
  return { auth, calls };
}

describe('verified tokens', () => {
  it('verifies a token once and remembers it until it expires', async () => {
    const clock = { ms: 1_000_000 };
    const { auth, calls } = fakeAuth(2_000);
    const tokens = new VerifiedTokens(auth, () => clock.ms);
    expect((await tokens.verify('a')).uid).toBe('a');
    expect((await tokens.verify('a')).uid).toBe('a');
    expect(calls).toEqual(['a']);
    clock.ms = 2_000_000; // exp reached
    await tokens.verify('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a refusal', async () => {
    const { auth, calls } = fakeAuth(2_000);
    const tokens = new VerifiedTokens(auth, () => 0);
    await expect(tokens.verify('bad')).rejects.toThrow();
    await expect(tokens.verify('bad')).rejects.toThrow();
    expect(calls).toEqual(['bad', 'bad']);
  });
});
