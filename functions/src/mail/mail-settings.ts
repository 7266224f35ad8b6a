// How the shop's emails are written and sent, from the environment (functions/.env.<project> in production, the
// shell on the emulators: scripts/start.mjs and scripts/test.mjs point them at the local mail catcher):
//   TOOLSHOP_SHOP_NAME            the name emails sign with (default Toolshop)
//   TOOLSHOP_SITE_URL             where links in emails lead (default the emulators' shop, http://127.0.0.1:5000)
//   TOOLSHOP_MAIL_FROM            the sender address (default "Toolshop <orders@toolshop.test>")
//   TOOLSHOP_ADMIN_EMAIL          comma-separated addresses that get the admins' notices besides the admin accounts
//   TOOLSHOP_SMTP_URL             the SMTP server, e.g. smtps://user:pass@smtp.example.com:465 (no default: unset,
//                                 each email ends in ERROR at its first attempt, with the reason)
//   TOOLSHOP_MAIL_SENDER          "off" leaves the outbox to the Trigger Email extension (README)
//   TOOLSHOP_MAIL_RETRY_ATTEMPTS  attempts per email (default 4)
//   TOOLSHOP_MAIL_RETRY_DELAY_MS  wait before the second attempt, doubling after each (default 2000)
import { wholeNumberSetting } from '../platform/settings';

export interface MailSettings {
  shopName: string;
  siteUrl: string;
  from: string;
  adminAddresses: string[];
  smtpUrl: string | null;
  senderEnabled: boolean;
  retry: { attempts: number; firstDelayMs: number };
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const shopName = env.TOOLSHOP_SHOP_NAME?.trim() || 'Toolshop';
  return {
    shopName,
    siteUrl: (env.TOOLSHOP_SITE_URL?.trim() || 'http://127.0.0.1:5000').replace(/\/+$/, ''),
    from: env.TOOLSHOP_MAIL_FROM?.trim() || `${shopName} <orders@toolshop.test>`,
    adminAddresses: (env.TOOLSHOP_ADMIN_EMAIL ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    smtpUrl: env.TOOLSHOP_SMTP_URL?.trim() || null,
    senderEnabled: env.TOOLSHOP_MAIL_SENDER?.trim().toLowerCase() !== 'off',
    retry: {
      attempts: wholeNumberSetting(env, 'TOOLSHOP_MAIL_RETRY_ATTEMPTS', 4),
      firstDelayMs: wholeNumberSetting(env, 'TOOLSHOP_MAIL_RETRY_DELAY_MS', 2000),
    },
  };
}

/** The wait before attempt `attempt + 1` (attempt counts from 1). */
export function retryDelayMs(settings: MailSettings, attempt: number): number {
  return settings.retry.firstDelayMs * 2 ** (attempt - 1);
}

/** How long a claimed email is the claimer's: every attempt with its timeout and every wait, and a minute more. */
export function leaseMs(settings: MailSettings, sendTimeoutMs: number): number {
  let total = 60_000;
  for (let attempt = 1; attempt <= settings.retry.attempts; attempt++) {
    total += sendTimeoutMs + (attempt < settings.retry.attempts ? retryDelayMs(settings, attempt) : 0);
  }
  return total;
}
