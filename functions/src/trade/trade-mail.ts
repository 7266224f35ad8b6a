// The trade accounts' emails, rendered for the outbox: the applicant's decision, a member added, an invitation.
import type { CompanyRole, MailDoc } from '@toolshop/domain';
import type { MailSettings } from '../mail';
import { renderMail } from '../mail';
import { companyDecided } from './templates/company-decided';
import { memberAdded } from './templates/member-added';
import { memberInvited } from './templates/member-invited';

const tradeLink = (settings: MailSettings) => `${settings.siteUrl}/trade`;

export function companyDecidedMail(
  settings: MailSettings,
  to: string,
  company: { name: string },
  approved: boolean,
): MailDoc {
  const data = {
    shopName: settings.shopName,
    siteUrl: settings.siteUrl,
    company,
    approved,
    decision: approved ? 'approved' : 'not approved',
    tradeLink: tradeLink(settings),
  };
  return { to: [to], message: renderMail(companyDecided, data) };
}

/** What the member mails say: the company, the role given and by whom. */
function memberData(settings: MailSettings, company: { name: string }, role: CompanyRole, invitedBy: string) {
  return {
    shopName: settings.shopName,
    siteUrl: settings.siteUrl,
    company,
    role,
    invitedBy,
    tradeLink: tradeLink(settings),
  };
}

/** The mails to a member added to a company: by whom, in which role. */
type MemberMail = (
  settings: MailSettings,
  to: string,
  company: { name: string },
  role: CompanyRole,
  invitedBy: string,
) => MailDoc;

export const memberAddedMail: MemberMail = (settings, to, company, role, invitedBy) => ({
  to: [to],
  message: renderMail(memberAdded, memberData(settings, company, role, invitedBy)),
});

export const memberInvitedMail: MemberMail = (settings, to, company, role, invitedBy) => {
  const signUpLink = `${settings.siteUrl}/signUp?email=${encodeURIComponent(to)}`;
  const data = { ...memberData(settings, company, role, invitedBy), email: to, signUpLink };
  return { to: [to], message: renderMail(memberInvited, data) };
};
