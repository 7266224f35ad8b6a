// Local runs only: the Auth emulator sends no email. It keeps each sign-up verification, password reset and
// email sign-in link as an out-of-band code (and prints it in the terminal log). This poller reads those codes
// from the emulator's REST API and sends each one once, as an email to the account's address, to the local mail
// catcher, where the shop's other emails are. It runs beside the catcher (mail-catcher.mjs), in `npm start` and
// the test runs; production sends these emails through Firebase Auth itself and never runs this.
import nodemailer from 'nodemailer';

/** What each kind of code is for, as the email's subject and opening line says it. */
const KINDS = {
  VERIFY_EMAIL: { subject: 'Verify your email for Toolshop', action: 'To verify your email address' },
  PASSWORD_RESET: { subject: 'Reset your Toolshop password', action: 'To reset your password' },
  EMAIL_SIGNIN: { subject: 'Sign in to Toolshop', action: 'To sign in' },
  VERIFY_AND_CHANGE_EMAIL: { subject: 'Confirm your new email for Toolshop', action: 'To use this new address' },
  RECOVER_EMAIL: { subject: 'Your Toolshop email was changed', action: 'To keep your previous address' },
};
const SENDER = '"Toolshop (local Auth emulator)" <auth-emulator@toolshop.test>';

/** The email for one out-of-band code of the Auth emulator ({ email, oobCode, oobLink, requestType }). */
export function authLinkMail({ email, oobLink, requestType }) {
  const kind = KINDS[requestType] ?? { subject: `Toolshop: ${requestType}`, action: 'To go on' };
  return {
    from: SENDER,
    to: email,
    subject: kind.subject,
    text: `${kind.action}, follow this link:\n\n${oobLink}\n\nSent by the local Auth emulator; nothing left this machine.\n`,
    html: `<p>${kind.action}, follow this link:</p><p><a href="${escapeHtml(oobLink)}">${escapeHtml(oobLink)}</a></p><p>Sent by the local Auth emulator; nothing left this machine.</p>`,
  };
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Polls `${authUrl}/emulator/v1/projects/${projectId}/oobCodes` every intervalMs and mails each code not mailed
 * before to smtpUrl. Errors (the emulator not up yet, or stopped) are skipped until the next poll.
 * @param {{ authUrl: string, projectId: string, smtpUrl: string, intervalMs?: number }} options
 */
export function startAuthLinkMail({ authUrl, projectId, smtpUrl, intervalMs = 500 }) {
  const transport = nodemailer.createTransport(smtpUrl);
  const mailed = new Set();
  let stopped = false;
  let polling = Promise.resolve();

  async function poll() {
    const response = await fetch(`${authUrl}/emulator/v1/projects/${projectId}/oobCodes`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return;
    const { oobCodes = [] } = await response.json();
    for (const code of oobCodes) {
      if (mailed.has(code.oobCode) || !code.email) continue;
      await transport.sendMail(authLinkMail(code));
      mailed.add(code.oobCode);
    }
  }

  const timer = setInterval(() => {
    polling = polling.then(() => (stopped ? undefined : poll().catch(() => {})));
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
      transport.close();
    },
  };
}
