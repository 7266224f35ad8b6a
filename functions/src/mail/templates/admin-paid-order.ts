import type { MailTemplate } from '../mail-template';

export const adminPaidOrder: MailTemplate = {
  subject: '{{shopName}}: paid order {{order.number}} waits for confirmation ({{order.total}})',
  text: `{{order.customerEmail}} paid {{order.total}}. The order waits for an admin to confirm it.

{{> orderSummaryText}}
Ship to:    {{order.address}}
Mobile:     {{order.mobile}}

Manage orders: {{order.link}}`,
  html: `{{#> frame}}
<p>{{order.customerEmail}} paid <strong>{{order.total}}</strong>. The order waits for an admin to confirm it.</p>
{{> orderSummaryHtml}}
<p>Ship to: {{order.address}}<br>Mobile: {{order.mobile}}</p>
{{> button href=order.link label="Manage orders"}}
{{/frame}}`,
};
