import type { MailTemplate } from '../mail-template';

export const paymentReceived: MailTemplate = {
  subject: '{{shopName}}: payment received for order {{order.id}}',
  text: `We received your payment of {{order.total}}. Your order now waits for our team to confirm it.

{{> orderSummaryText}}

{{#if order.invoiceNumber}}
Invoice {{order.invoiceNumber}}: {{order.invoiceLink}}
{{/if}}
Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>We received your payment of <strong>{{order.total}}</strong>. Your order now waits for our team to confirm it.</p>
{{> orderSummaryHtml}}
{{#if order.invoiceNumber}}
<p>Invoice {{order.invoiceNumber}}: <a href="{{order.invoiceLink}}">download it from your order</a></p>
{{/if}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
