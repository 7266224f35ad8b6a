// Renders an email from its template (templates/, one per event) with Handlebars, the Trigger Email extension's
// own template language. The HTML part escapes every value, so whatever a customer or visitor typed shows as text;
// the subject and the plain-text part are not HTML and take values as they are (the subject on one line).
import type Handlebars from 'handlebars';
import type { MailMessage } from '@toolshop/domain';
import type { MailTemplate } from './mail-template';
import { loadOnce } from '../platform/load-once';
import { buttonHtml, htmlFrame, orderSummaryHtml, orderSummaryText } from './templates/layout';

/** Required at the first email rendered: the sender and the order trigger never render one. */
const handlebars = loadOnce(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a top-level import would load it in every function
  const instance = (require('handlebars') as typeof Handlebars).create();
  instance.registerPartial('frame', htmlFrame);
  instance.registerPartial('orderSummaryHtml', orderSummaryHtml);
  instance.registerPartial('button', buttonHtml);
  instance.registerPartial('orderSummaryText', orderSummaryText);
  return instance;
});

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
    const engine = handlebars();
    entry = {
      subject: engine.compile(template.subject, asText),
      text: engine.compile(template.text, asText),
      html: engine.compile(template.html, { strict: true }),
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
