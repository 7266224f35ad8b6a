import type { MailTemplate } from '../mail-template';

export const adminContactMessage: MailTemplate = {
  subject: '{{shopName}}: new Contact Us message from {{contact.name}}',
  text: `A visitor wrote through the Contact Us form.

Name:  {{contact.name}}
Email: {{contact.email}}
Phone: {{contact.phone}}

{{contact.message}}`,
  html: `{{#> frame}}
<p>A visitor wrote through the Contact Us form.</p>
<p>Name: {{contact.name}}<br>Email: {{contact.email}}<br>Phone: {{contact.phone}}</p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f4f5f7;white-space:pre-wrap">{{contact.message}}</blockquote>
{{/frame}}`,
};
