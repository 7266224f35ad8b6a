import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { emailField } from '../fields';

/** A password of PASSWORD_MIN_LENGTH or more; each form says so in its own words. */
const passwordField = (required: string, short: string) =>
  z.string({ error: required }).min(1, required).min(PASSWORD_MIN_LENGTH, short);

export const loginSchema = z.strictObject({
  email: emailField,
  password: passwordField(m.loginPasswordRequired, m.loginPasswordShort),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z.strictObject({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.fieldTooLong),
  email: emailField,
  password: passwordField(m.signUpPasswordRequired, m.signUpPasswordShort),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const resetPasswordSchema = z.strictObject({ email: emailField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** PUT /users?email= : the caller upserts their own user document on login. */
export const upsertUserSchema = z.strictObject({ email: emailField });
export type UpsertUserInput = z.infer<typeof upsertUserSchema>;

/** PUT /user/{email}: grant or remove admin. */
export const setRoleSchema = z.strictObject({
  roll: z.enum(['admin', ''], { error: m.roleInvalid }),
});
export type SetRoleInput = z.infer<typeof setRoleSchema>;
