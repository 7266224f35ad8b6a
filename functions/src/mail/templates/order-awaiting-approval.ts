import type { MailTemplate } from '../mail-template';

/** To the buyer: its order is over its limit and waits for a company admin, named, before it can be paid. */
export const orderAwaitingApproval: MailTemplate = {
  subject: '{{shopName}}: your order {{order.number}} waits for approval ({{order.total}})',
  text: `Your order of {{order.total}} is over your limit of {{limit}}, so it waits for approval by your company's admin: {{approvers}}. Its stock is reserved until {{order.deadline}}. We email you when it is approved or rejected; nothing is charged before then.

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your order of <strong>{{order.total}}</strong> is over your limit of {{limit}}, so it waits for approval by your company's admin: <strong>{{approvers}}</strong>. Its stock is reserved until <strong>{{order.deadline}}</strong>.</p>
<p>We email you when it is approved or rejected; nothing is charged before then.</p>
{{> orderSummaryHtml}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
