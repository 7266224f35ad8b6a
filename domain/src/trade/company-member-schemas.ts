// A company admin's calls on its members: POST /api/companies/{id}/members { email, role } adds one (or invites an
// address with no account yet); PATCH /api/companies/{id}/members/{uid} { role } changes a role.
import { z } from 'zod';
import { emailField } from '../schemas/fields';
import { tradeMessages as t } from './trade-messages';
import { COMPANY_ROLES } from './company-entity';

const roleField = z.enum(COMPANY_ROLES, { error: t.memberRoleInvalid });

export const companyMemberAddSchema = z.strictObject({
  email: emailField.transform((email) => email.toLowerCase()),
  role: roleField,
});
export type CompanyMemberAdd = z.output<typeof companyMemberAddSchema>;
export type CompanyMemberAddInput = z.input<typeof companyMemberAddSchema>;

export const companyMemberRoleSchema = z.strictObject({ role: roleField });
export type CompanyMemberRoleInput = z.input<typeof companyMemberRoleSchema>;
