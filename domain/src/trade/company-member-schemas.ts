// A company admin's calls on its members: POST /api/companies/{id}/members { email, role } adds one (or invites an
// address with no account yet); PATCH /api/companies/{id}/members/{uid} { role?, orderLimit? } changes a role or the
// member's order limit (dollars; null: the company's approval limit applies).
import { z } from 'zod';
import { emailField } from '../fields';
import { tradeMessages as t } from './trade-messages';
import { COMPANY_ROLES } from './company-entity';
import { tradeAmountField } from './company-update-schema';
import { dollarsToCents } from '../money';

const roleField = z.enum(COMPANY_ROLES, { error: t.memberRoleInvalid });

export const companyMemberAddSchema = z.strictObject({
  email: emailField.transform((email) => email.toLowerCase()),
  role: roleField,
});
export type CompanyMemberAdd = z.output<typeof companyMemberAddSchema>;
export type CompanyMemberAddInput = z.input<typeof companyMemberAddSchema>;

export const companyMemberRoleSchema = z.strictObject({ role: roleField });
export type CompanyMemberRoleInput = z.input<typeof companyMemberRoleSchema>;

export const companyMemberChangeSchema = z
  .strictObject({
    role: roleField.optional(),
    orderLimit: tradeAmountField(t.orderLimitInvalid, 'zero').transform(dollarsToCents).nullable().optional(),
  })
  .refine((change) => change.role !== undefined || change.orderLimit !== undefined, t.memberChangeRequired);
export type CompanyMemberChange = z.output<typeof companyMemberChangeSchema>;
export type CompanyMemberChangeInput = z.input<typeof companyMemberChangeSchema>;
