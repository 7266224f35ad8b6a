import type { MailTemplate } from '../../mail';

/** The shop's quote, sent to the customer who asked. */
export const quoteSent: MailTemplate = {
  subject: '{{shopName}}: your quote {{number}}',
  text: `Your quote {{number}} is ready: {{total}}, valid until {{validUntil}}.

{{message}}

See and accept it: {{link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your quote <strong>{{number}}</strong> is ready: {{total}}, valid until {{validUntil}}.</p>
<p>{{message}}</p>
{{> button href=link label="See your quote"}}
{{/frame}}`,
};

/** A message on a quote's thread, sent to the other side. */
export const quoteMessage: MailTemplate = {
  subject: '{{shopName}}: a message on quote {{number}}',
  text: `{{author}} wrote on quote {{number}}:

{{text}}

Reply: {{link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{author}} wrote on quote <strong>{{number}}</strong>:</p>
<p>{{text}}</p>
{{> button href=link label="Open the quote"}}
{{/frame}}`,
};
