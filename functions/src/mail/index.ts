// The mail area's front door: what other areas use of it. Everything else in mail/ is its own.
export { adminRecipients } from './admin-recipients';
export { contactNotice } from './contact-mail';
export { mailSettings, type MailSettings } from './mail-settings';
export { type MailTemplate } from './mail-template';
export { stepTemplate } from './step-template';
export { approvalRequestMail, awaitingApprovalMail, orderMovedMail, orderPlacedMail } from './order-mail';
export { queueOrderMoveMail } from './order-move-mail';
export { queueMail } from './outbox';
export { renderMail } from './render-mail';
