import type { MailTemplate } from '../mail-template';

export const orderShipped: MailTemplate = {
  subject: '{{shopName}}: order {{order.id}} has shipped',
  text: `Your order is on its way with {{order.carrier}}, tracking number {{order.trackingNumber}}.

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your order is on its way with <strong>{{order.carrier}}</strong>, tracking number <strong>{{order.trackingNumber}}</strong>.</p>
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
