import { stepTemplate } from '../../mail';

/** One step of a return, told to its customer or to the admins: what happened, what comes next, and the link. */
export const returnStep = stepTemplate({
  subject: '{{shopName}}: return {{number}} {{headline}}',
  caseLine: 'Return {{number}} of order {{order}}: {{link}}',
  buttonLabel: 'See the return',
});
