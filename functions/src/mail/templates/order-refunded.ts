import type { MailTemplate } from '../mail-template';

export const orderRefunded: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} is refunded',
  text: `We refunded {{order.total}} to the card you paid with.{{#if order.reason}} Reason: {{order.reason}}{{/if}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>We refunded <strong>{{order.total}}</strong> to the card you paid with.</p>
{{#if order.reason}}<p>Reason: {{order.reason}}</p>{{/if}}
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
