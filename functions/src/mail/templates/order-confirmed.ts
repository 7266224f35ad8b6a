import type { MailTemplate } from '../mail-template';

export const orderConfirmed: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} is confirmed',
  text: `Your order is confirmed and is being prepared for shipping.

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your order is confirmed and is being prepared for shipping.</p>
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
