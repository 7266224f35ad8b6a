import type { MailTemplate } from '../mail-template';

export const orderApproved: MailTemplate = {
  subject: '{{shopName}}: order {{order.number}} is approved',
  text: `Your company approved your order.{{#if order.onAccount}} It goes on your company's account now.{{else}} Please pay it by {{order.deadline}}: {{order.payLink}}{{/if}}

{{> orderSummaryText}}

Your orders: {{order.link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>Your company approved your order.{{#if order.onAccount}} It goes on your company's account now.{{else}} Please pay it by <strong>{{order.deadline}}</strong>.{{/if}}</p>
{{> orderSummaryHtml}}
{{#unless order.onAccount}}{{> button href=order.payLink label="Pay now"}}{{/unless}}
<p><a href="{{order.link}}">Your orders</a></p>
{{/frame}}`,
};
