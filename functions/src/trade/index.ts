// The trade area's front door: what other areas use of it. Everything else in trade/ is its own.
export {
  accountPaymentFields,
  assertFitsAccount,
  companyVersionOf,
  drawCredit,
  overdueCheckBeside,
  readCompanyVersion,
  type CompanyVersion,
} from './account-checkout';
export { membershipOf, membershipToShow, type Membership } from './company-membership';
export { companyOfMember, mayReadOrder } from './company-order-access';
export { heldForApproval, isOverBuyerLimit, orderLimitOf, otherCompanyAdmins } from './order-approval-checkout';
