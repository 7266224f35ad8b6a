// Renders an email from its template (templates/, one per event) with Handlebars, the Trigger Email extension's
// own template language. The HTML part escapes every value, so whatever a customer or visitor typed shows as text;
// the subject and the plain-text part are not HTML and take values as they are (the subject on one line).
import Handlebars from 'handlebars';
import type { MailMessage } from '@toolshop/domain';
import type { MailTemplate } from './mail-template';
import { buttonHtml, htmlFrame, orderSummaryHtml, orderSummaryText } from './templates/layout';

const handlebars = Handlebars.create();
handlebars.registerPartial('frame', htmlFrame);
handlebars.registerPartial('orderSummaryHtml', orderSummaryHtml);
handlebars.registerPartial('button', buttonHtml);
handlebars.registerPartial('orderSummaryText', orderSummaryText);

type Compiled = {
  subject: HandlebarsTemplateDelegate;
  text: HandlebarsTemplateDelegate;
  html: HandlebarsTemplateDelegate;
};
const compiled = new Map<MailTemplate, Compiled>();

function compile(template: MailTemplate): Compiled {
  let entry = compiled.get(template);
  if (!entry) {
    const asText = { noEscape: true, strict: true };
    entry = {
      subject: handlebars.compile(template.subject, asText),
      text: handlebars.compile(template.text, asText),
      html: handlebars.compile(template.html, { strict: true }),
    };
    compiled.set(template, entry);
  }
  return entry;
}

export function renderMail(template: MailTemplate, data: object): MailMessage {
  const { subject, text, html } = compile(template);
  return {
    subject: subject(data).replace(/\s+/g, ' ').trim(),
    text: text(data),
    html: html(data),
  };
}
