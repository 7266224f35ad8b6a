import type { MailTemplate } from '../../mail';

/** An address with no account yet, invited to a company: it joins once it signs up and confirms this address. */
export const memberInvited: MailTemplate = {
  subject: '{{shopName}}: {{invitedBy}} invites you to buy for {{company.name}}',
  text: `{{invitedBy}} invites you to {{company.name}}'s trade account as {{role}}.

Sign up with this address ({{email}}) and confirm it, and you join the company:
{{signUpLink}}

{{shopName}}`,
  html: `{{#> frame}}
<p>{{invitedBy}} invites you to <strong>{{company.name}}</strong>'s trade account as {{role}}.</p>
<p>Sign up with this address ({{email}}) and confirm it, and you join the company.</p>
{{> button href=signUpLink label="Sign up"}}
{{/frame}}`,
};
