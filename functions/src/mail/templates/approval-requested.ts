import type { MailTemplate } from '../mail-template';

/** To every company admin but the buyer: an order over the buyer's limit waits for their decision. */
export const approvalRequested: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} by {{order.customerEmail}} waits for your approval ({{order.total}})',
  text: `{{order.customerEmail}} placed an order of {{order.total}}, over their limit of {{limit}}. Its stock is reserved until {{order.deadline}}: approve or reject it before then.

{{> orderSummaryText}}

Approvals: {{approvalsLink}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{order.customerEmail}} placed an order of <strong>{{order.total}}</strong>, over their limit of {{limit}}. Its stock is reserved until <strong>{{order.deadline}}</strong>: approve or reject it before then.</p>
{{> orderSummaryHtml}}
{{> button href=approvalsLink label="Open approvals"}}
{{/frame}}`,
};
