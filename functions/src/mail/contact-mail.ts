// The admins' notice of a new Contact Us message, with the message as the visitor typed it (escaped in HTML).
import type { ContactInput, MailDoc } from '@toolshop/domain';
import type { MailSettings } from './mail-settings';
import { renderMail } from './render-mail';
import { adminContactMessage } from './templates/admin-contact-message';

export function contactNotice(
  settings: MailSettings,
  contact: ContactInput,
  admins: Pick<MailDoc, 'to' | 'toUids'>,
): MailDoc {
  const data = { shopName: settings.shopName, siteUrl: settings.siteUrl, contact };
  return { ...admins, message: renderMail(adminContactMessage, data) };
}
