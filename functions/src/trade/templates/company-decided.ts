import type { MailTemplate } from '../../mail';

/** The applicant hears how their application for a trade account was decided, approved or rejected. */
export const companyDecided: MailTemplate = {
  subject: '{{shopName}}: your trade account for {{company.name}} is {{decision}}',
  text: `{{#if approved}}Your trade account for {{company.name}} is approved. You and the buyers you add now buy at your company's prices.{{else}}Your application for a trade account for {{company.name}} was not approved. You may apply again with other details.{{/if}}

Your trade account: {{tradeLink}}

{{shopName}}`,
  html: `{{#> frame}}
{{#if approved}}<p>Your trade account for <strong>{{company.name}}</strong> is approved. You and the buyers you add now buy at your company's prices.</p>
{{else}}<p>Your application for a trade account for <strong>{{company.name}}</strong> was not approved. You may apply again with other details.</p>{{/if}}
{{> button href=tradeLink label="Your trade account"}}
{{/frame}}`,
};
