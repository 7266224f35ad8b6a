// scripts/admin.mjs (`npm run admin -- grant|revoke EMAIL`) against the emulators, and its last-admin rule on a
// project of its own (the shared project always has other admins).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@toolshop/domain';
import { changeAdminRights } from '../../scripts/admin.mjs';
import { createAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';

const run = promisify(execFile);
const script = new URL('../../scripts/admin.mjs', import.meta.url).pathname;

describe('npm run admin', () => {
  it('grants and revokes admin rights: claim merged with other claims, role mirrored', async () => {
    const account = await createAccount();
    const { auth, db } = testAdmin();
    await auth.setCustomUserClaims(account.uid, { beta: true });

    const granted = await run('node', [script, 'grant', account.email]);
    expect(granted.stdout).toContain('is now an admin');
    expect((await auth.getUser(account.uid)).customClaims).toEqual({ beta: true, admin: true });
    expect((await db.doc(`users/${account.uid}`).get()).data()).toMatchObject({ email: account.email, role: 'admin' });

    await run('node', [script, 'revoke', account.email]);
    expect((await auth.getUser(account.uid)).customClaims).toEqual({ beta: true });
    expect((await db.doc(`users/${account.uid}`).get()).data()).toMatchObject({ role: '' });
  });

  it('fails with a message for an unknown account or a bad command', async () => {
    await expect(run('node', [script, 'grant', 'nobody-here@toolshop.test'])).rejects.toMatchObject({ stderr: expect.stringContaining('User not found') });
    await expect(run('node', [script, 'promote', 'x@toolshop.test'])).rejects.toMatchObject({ stderr: expect.stringContaining('Usage') });
  });

  it('never removes the last admin', async () => {
    // A project of its own on the same emulators: here the admins are exactly the ones this test makes.
    const app = initializeApp({ projectId: 'demo-toolshop-last-admin' }, `last-admin-${Date.now()}`);
    const isolated = { auth: getAuth(app), db: getFirestore(app) };
    const make = (email: string) => isolated.auth.createUser({ email, password: 'Secret#123' });
    const [first, second] = await Promise.all([make(`first-${Date.now()}@toolshop.test`), make(`second-${Date.now()}@toolshop.test`)]);

    await changeAdminRights(isolated, 'grant', first.email!);
    await changeAdminRights(isolated, 'grant', second.email!);
    await changeAdminRights(isolated, 'revoke', second.email!);
    await expect(changeAdminRights(isolated, 'revoke', first.email!)).rejects.toMatchObject({ status: 409, message: apiMessages.lastAdmin });
    expect((await isolated.auth.getUser(first.uid)).customClaims).toEqual({ admin: true });
    expect((await isolated.db.doc(`users/${first.uid}`).get()).data()).toMatchObject({ role: 'admin' });
  });
});
