import { stepTemplate } from '../../mail';

/** A warranty claim's step, told to its customer: what happened, what comes next, and the link. */
export const claimStep = stepTemplate({
  subject: '{{shopName}}: your warranty claim for {{productName}} {{headline}}',
  caseLine: '{{productName}}, serial {{serial}}: {{link}}',
  buttonLabel: 'See your tools',
});
