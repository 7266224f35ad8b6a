// The local mail catcher (maildev): an SMTP server the Functions emulator sends the shop's emails to, and a web UI
// with a REST API to read them. `npm start` and the emulator tests run it beside the emulators, on ports shifted
// by TOOLSHOP_PORT_OFFSET like theirs. Nothing leaves the machine. Beside it, the Auth emulator's sign-up
// verification and password-reset links are mailed to it too (auth-link-mail.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PROJECT_ID, ROOT, portOffset, ports } from './emulators.mjs';
import { startAuthLinkMail } from './auth-link-mail.mjs';
import { waitForOk } from './wait.mjs';
import { busyPorts, busyPortsMessage } from './free-ports.mjs';

/** Where the catcher listens at this run's offset. */
export function mailCatcherUrls(p = ports()) {
  return { smtpUrl: `smtp://127.0.0.1:${p.mailSmtp}`, webUrl: `http://127.0.0.1:${p.mailWeb}` };
}

/** The functions' mail settings for a run whose emails go to the catcher (functions/src/mail/mail-settings.ts). */
export function mailEnv(p = ports()) {
  return { TOOLSHOP_SMTP_URL: mailCatcherUrls(p).smtpUrl, TOOLSHOP_SITE_URL: `http://127.0.0.1:${p.hosting}` };
}

/**
 * Starts maildev and resolves once its API answers. Output goes to logFile, or to this terminal when absent.
 * @param {{ logFile?: string }} [options]
 */
export async function startMailCatcher({ logFile } = {}) {
  const p = ports();
  const { webUrl } = mailCatcherUrls(p);
  // Another catcher on these ports would answer in this one's place (and catch this run's emails).
  const busy = await busyPorts({ mailSmtp: p.mailSmtp, mailWeb: p.mailWeb });
  if (busy.length) throw new Error(busyPortsMessage(busy, portOffset()));
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const output = logFile ? openSync(logFile, 'w') : 'inherit';
  const args = ['--smtp', String(p.mailSmtp), '--ip', '127.0.0.1', '--web', String(p.mailWeb)];
  args.push('--web-ip', '127.0.0.1');
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'maildev'), args, {
    cwd: ROOT,
    stdio: ['ignore', output, output],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let authLinks;
  const catcher = {
    webUrl,
    async stop() {
      await authLinks?.stop();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await Promise.race([
      waitForOk(`${webUrl}/api/healthz`, 30_000),
      exited.then((code) => {
        throw new Error(`maildev exited at start (${code})${logFile ? `; see ${logFile}` : ''}`);
      }),
    ]);
  } catch (error) {
    await catcher.stop();
    throw error;
  }
  authLinks = startAuthLinkMail({
    authUrl: `http://127.0.0.1:${p.auth}`,
    projectId: PROJECT_ID,
    smtpUrl: mailCatcherUrls(p).smtpUrl,
  });
  return catcher;
}
