import type { MailTemplate } from '../../mail';

/** A warranty claim's step, told to its customer: what happened, what comes next, and the link. */
export const claimStep: MailTemplate = {
  subject: '{{shopName}}: your warranty claim for {{productName}} {{headline}}',
  text: `{{intro}}
{{#if note}}
{{noteLabel}}: {{note}}
{{/if}}
{{productName}}, serial {{serial}}: {{link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{intro}}</p>
{{#if note}}<p><strong>{{noteLabel}}:</strong> {{note}}</p>{{/if}}
{{> button href=link label="See your tools"}}
{{/frame}}`,
};
