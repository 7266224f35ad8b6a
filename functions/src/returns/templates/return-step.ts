import type { MailTemplate } from '../../mail';

/** One step of a return, told to its customer or to the admins: what happened, what comes next, and the link. */
export const returnStep: MailTemplate = {
  subject: '{{shopName}}: return {{number}} {{headline}}',
  text: `{{intro}}
{{#if note}}
{{noteLabel}}: {{note}}
{{/if}}
Return {{number}} of order {{order}}: {{link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{intro}}</p>
{{#if note}}<p><strong>{{noteLabel}}:</strong> {{note}}</p>{{/if}}
{{> button href=link label="See the return"}}
{{/frame}}`,
};
