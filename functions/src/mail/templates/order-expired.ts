import type { MailTemplate } from '../mail-template';

export const orderExpired: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} expired unpaid',
  text: `Your order was not paid in time, so we released the goods we held for it. Nothing was charged.
You are welcome to place a new order: {{siteUrl}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your order was not paid in time, so we released the goods we held for it. Nothing was charged.</p>
<p>You are welcome to <a href="{{siteUrl}}">place a new order</a>.</p>
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
