// The emails the shop sent, as the local mail catcher (maildev) received them, read through its REST API.
import { mailCatcherUrl } from './emulators';

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  text: string;
  html: string;
}

export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailCatcherUrl}/api/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

export const sentTo = (mail: CaughtMail, address: string) => mail.to.some((entry) => entry.address === address);

/** The caught emails to `address` whose subject contains `subjectPart`. */
export async function mailTo(address: string, subjectPart: string): Promise<CaughtMail[]> {
  return (await caughtMail()).filter((mail) => sentTo(mail, address) && mail.subject.includes(subjectPart));
}

/**
 * Waits (polling every 250 ms) until an email to `address` with `subjectPart` in its subject has arrived. The
 * sender's first run starts a Functions emulator worker, which takes a while on a loaded machine.
 */
export async function waitForMail(address: string, subjectPart: string, timeoutMs = 60_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailTo(address, subjectPart);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${address} with "${subjectPart}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
