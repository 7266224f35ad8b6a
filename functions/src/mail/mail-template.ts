/** One email's Handlebars sources: the subject and the plain-text part are text, the HTML part escapes every value. */
export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}
