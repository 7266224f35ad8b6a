// The Auth emulator's links reach the local mail catcher as emails: a sign-up's verification and a password
// reset, asked for as the web app's SDK asks for them (the Identity Toolkit REST calls), arrive once each, to the
// account's address, with the very link the emulator issued, and the link works (scripts/lib/auth-link-mail.mjs).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts';
import { testAdmin } from '../support/admin';
import { mailTo, waitForMail } from '../support/caught-mail';
import { PROJECT_ID, authEmulatorUrl } from '../support/emulators';

const identityToolkit = (call: string) =>
  `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${call}?key=demo-api-key`;

async function post(call: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(identityToolkit(call), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, string>;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

/** The link the emulator issued to this address for this kind of request. */
async function issuedLink(email: string, requestType: string): Promise<string> {
  const response = await fetch(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const code = oobCodes.find((c) => c.email === email && c.requestType === requestType);
  expect(code, `no ${requestType} code for ${email}`).toBeDefined();
  return code!.oobLink;
}

describe("the Auth emulator's links in the mail catcher", () => {
  it("mails a sign-up's verification link once, to the new address, and the link verifies the account", async () => {
    const email = `signup-${randomUUID().slice(0, 8)}@toolshop.test`;
    const { idToken, localId } = await post('signUp', { email, password: 'Secret#123', returnSecureToken: true });
    await post('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });

    const mail = await waitForMail(email, 'Verify your email', 20_000);
    const link = await issuedLink(email, 'VERIFY_EMAIL');
    expect(mail.to).toEqual([expect.objectContaining({ address: email })]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    expect((await fetch(link)).status).toBe(200);
    expect((await testAdmin().auth.getUser(localId!)).emailVerified).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailTo(email, 'Verify your email')).toHaveLength(1);
  });

  it('mails a password reset link once, to the account, with the code the emulator issued', async () => {
    const account = await createAccount();
    await post('sendOobCode', { requestType: 'PASSWORD_RESET', email: account.email });

    const mail = await waitForMail(account.email, 'Reset your Toolshop password', 20_000);
    const link = await issuedLink(account.email, 'PASSWORD_RESET');
    expect(mail.text).toContain(link);
    const oobCode = new URL(link).searchParams.get('oobCode');
    // The code in the email resets the password, as the reset page of the link does.
    await post('resetPassword', { oobCode, newPassword: 'Changed#456' });
    await post('signInWithPassword', { email: account.email, password: 'Changed#456', returnSecureToken: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailTo(account.email, 'Reset your Toolshop password')).toHaveLength(1);
  });
});
