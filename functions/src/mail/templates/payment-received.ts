import type { MailTemplate } from '../mail-template';

export const paymentReceived: MailTemplate = {
  subject:
    '{{shopName}}: {{#if order.onAccount}}order {{order.number}} placed on account{{else}}payment received for order {{order.number}}{{/if}}',
  text: `{{#if order.onAccount}}Your order is placed on account: its invoice of {{order.total}} is due on {{order.dueDate}}.{{else}}We received your payment of {{order.total}}.{{/if}} Your order now waits for our team to confirm it.

{{> orderSummaryText}}

{{#if order.invoiceNumber}}
Invoice {{order.invoiceNumber}}: {{order.invoiceLink}}
{{/if}}
Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{#if order.onAccount}}Your order is placed on account: its invoice of <strong>{{order.total}}</strong> is due on <strong>{{order.dueDate}}</strong>.{{else}}We received your payment of <strong>{{order.total}}</strong>.{{/if}} Your order now waits for our team to confirm it.</p>
{{> orderSummaryHtml}}
{{#if order.invoiceNumber}}
<p>Invoice {{order.invoiceNumber}}: <a href="{{order.invoiceLink}}">download it from your order</a></p>
{{/if}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
