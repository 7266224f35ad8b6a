import type { MailTemplate } from '../mail-template';

export const orderPlaced: MailTemplate = {
  subject: '{{shopName}}: your order {{order.number}} is reserved until {{order.deadline}}',
  text: `Thank you for your order.

We hold your {{order.goods}} until {{order.deadline}}. Pay before then to keep it:
{{order.payLink}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Thank you for your order.</p>
<p>We hold your {{order.goods}} until <strong>{{order.deadline}}</strong>. Pay before then to keep it.</p>
{{> button href=order.payLink label="Pay now"}}
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
