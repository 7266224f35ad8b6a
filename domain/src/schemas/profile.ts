import { z } from 'zod';
import { optionalText } from './fields';

/** PUT /profileinformation: name and email come from the account, never from the body. */
export const profileSchema = z.strictObject({
  education: optionalText,
  location: optionalText,
  number: optionalText,
  linkedin: optionalText,
});
export type ProfileInput = z.infer<typeof profileSchema>;
