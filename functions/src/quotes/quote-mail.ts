// The quotes' emails, rendered for the outbox: the quote sent to its customer, and each message of the thread to
// the other side (the customer, or the shop's admins).
import { formatCents, type MailDoc } from '@toolshop/domain';
import type { MailSettings } from '../mail';
import { renderMail } from '../mail';
import { quoteMessage, quoteSent } from './templates/quote-mails';

export const customerQuoteLink = (settings: MailSettings, id: string) => `${settings.siteUrl}/dashboard/myQuotes/${id}`;
export const adminQuoteLink = (settings: MailSettings, id: string) => `${settings.siteUrl}/dashboard/quotes/${id}`;

export function quoteSentMail(
  settings: MailSettings,
  to: string,
  id: string,
  quote: { number: string; totalCents: number; validUntil: Date; message: string | null },
): MailDoc {
  const data = {
    shopName: settings.shopName,
    siteUrl: settings.siteUrl,
    number: quote.number,
    total: formatCents(quote.totalCents),
    validUntil: quote.validUntil.toISOString().slice(0, 10),
    message: quote.message ?? '',
    link: customerQuoteLink(settings, id),
  };
  return { to: [to], message: renderMail(quoteSent, data) };
}

export function quoteMessageMail(
  settings: MailSettings,
  recipients: Pick<MailDoc, 'to' | 'toUids'>,
  link: string,
  message: { number: string; author: string; text: string },
): MailDoc {
  const data = { shopName: settings.shopName, siteUrl: settings.siteUrl, ...message, link };
  return { ...recipients, message: renderMail(quoteMessage, data) };
}
