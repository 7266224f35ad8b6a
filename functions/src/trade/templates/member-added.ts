import type { MailTemplate } from '../../mail';

/** An account added to a company by one of its admins. */
export const memberAdded: MailTemplate = {
  subject: '{{shopName}}: you now buy for {{company.name}}',
  text: `{{invitedBy}} added you to {{company.name}}'s trade account as {{role}}.

Your trade account: {{tradeLink}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{invitedBy}} added you to <strong>{{company.name}}</strong>'s trade account as {{role}}.</p>
{{> button href=tradeLink label="Your trade account"}}
{{/frame}}`,
};
