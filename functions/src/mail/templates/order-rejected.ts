import type { MailTemplate } from '../mail-template';

export const orderRejected: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} was not approved',
  text: `Your company did not approve your order, so it is cancelled and nothing was charged.{{#if order.reason}} Reason: {{order.reason}}{{/if}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your company did not approve your order, so it is cancelled and nothing was charged.</p>
{{#if order.reason}}<p>Reason: {{order.reason}}</p>{{/if}}
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
