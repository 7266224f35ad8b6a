// Real accounts on the Auth emulator and their real ID tokens (signed in through the emulator's REST API).
import { randomUUID } from 'node:crypto';
import { pastCreationSecond, signInWithPassword } from '../../scripts/lib/sign-in.mjs';
import { emulatorPorts } from './emulators';
import { testAdmin } from './admin';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  token: string;
}

export async function signIn(email: string, password: string): Promise<string> {
  return (await signInWithPassword(emulatorPorts.auth, email, password)).token;
}

/** A fresh account (with the admin claim when asked), signed in after creation (see OFFLINE.md on revocation). */
export async function createAccount(options: { admin?: boolean; name?: string } = {}): Promise<TestAccount> {
  const { auth, db } = testAdmin();
  const email = `${options.admin ? 'admin' : 'user'}-${randomUUID().slice(0, 8)}@toolshop.test`;
  const password = 'Secret#123';
  const user = await auth.createUser({
    email,
    password,
    displayName: options.name ?? 'Test User',
    emailVerified: true,
  });
  if (options.admin) {
    await auth.setCustomUserClaims(user.uid, { admin: true });
    await db.doc(`users/${user.uid}`).set({ email, displayName: options.name ?? 'Test User', role: 'admin' });
  }
  await pastCreationSecond();
  return { uid: user.uid, email, password, token: await signIn(email, password) };
}
