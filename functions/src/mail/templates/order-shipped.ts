import type { MailTemplate } from '../mail-template';

export const orderShipped: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} has shipped',
  text: `Your order is on its way with {{order.carrier}}, tracking number {{order.trackingNumber}}.{{#if order.trackingLink}}
Track it: {{order.trackingLink}}{{/if}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your order is on its way with <strong>{{order.carrier}}</strong>, tracking number {{#if order.trackingLink}}<a href="{{order.trackingLink}}"><strong>{{order.trackingNumber}}</strong></a>{{else}}<strong>{{order.trackingNumber}}</strong>{{/if}}.</p>
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
