// One step of a case (a return, a warranty claim) told by mail: what happened (`intro`), the optional note under
// its label, then the case's own line and a button to it. Each case gives its subject, line and button label.
import type { MailTemplate } from './mail-template';

export function stepTemplate(step: { subject: string; caseLine: string; buttonLabel: string }): MailTemplate {
  return {
    subject: step.subject,
    text: `{{intro}}
{{#if note}}
{{noteLabel}}: {{note}}
{{/if}}
${step.caseLine}

{{shopName}}`,
    html: `{{#> frame}}
<p>{{intro}}</p>
{{#if note}}<p><strong>{{noteLabel}}:</strong> {{note}}</p>{{/if}}
{{> button href=link label="${step.buttonLabel}"}}
{{/frame}}`,
  };
}
