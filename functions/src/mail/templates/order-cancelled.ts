import type { MailTemplate } from '../mail-template';

export const orderCancelled: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} is cancelled',
  text: `Your order is cancelled and nothing was charged.{{#if order.reason}} Reason: {{order.reason}}{{/if}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your order is cancelled and nothing was charged.</p>
{{#if order.reason}}<p>Reason: {{order.reason}}</p>{{/if}}
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
