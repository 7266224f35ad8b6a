import type { MailTemplate } from '../../mail';

/** A new warranty claim, told to the admins: whose tool, what is wrong and when it happened, and the link to decide it. */
export const claimFiled: MailTemplate = {
  subject: '{{shopName}}: New warranty claim: {{serial}} ({{productName}})',
  text: `A customer ({{email}}) claims the warranty of {{productName}}, serial {{serial}}: decide the claim.
What is wrong: {{description}}
When it happened: {{occurredAt}} (warranty until {{warrantyEndsAt}})
{{link}}

{{shopName}}`,
  html: `{{#> frame}}
<p>A customer ({{email}}) claims the warranty of {{productName}}, serial {{serial}}: decide the claim.</p>
<p><strong>What is wrong:</strong> {{description}}</p>
<p><strong>When it happened:</strong> {{occurredAt}} (warranty until {{warrantyEndsAt}})</p>
{{> button href=link label="Decide the claim"}}
{{/frame}}`,
};
