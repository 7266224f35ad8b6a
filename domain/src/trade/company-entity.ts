// A trade account: the stored company (companies/{id}), a member (companyMembers/{uid}: one company per account,
// by its key), an invitation to an address with no account yet (companyInvites/{email}), and the REST shapes, money
// in dollars as everywhere in the API.
import { centsToDollars, dollarsToCents } from '../money';
import { isoTime } from '../iso-time';
import type { Address } from '../profiles/address-schema';
import type { CompanyStatus } from './company-status';

export const COMPANY_ROLES = ['admin', 'buyer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const NET_TERMS_DAYS = [15, 30, 60] as const;
export type NetTermsDays = (typeof NET_TERMS_DAYS)[number];

/** How a company pays: up front, or by invoice due `days` after it is issued. */
export type PaymentTerms = { type: 'prepaid' } | { type: 'net'; days: NetTermsDays };

export interface PriceListDoc {
  /** 0..100, at most two decimals, off every list price. */
  discountPercent: number;
  /** Fixed net prices for some products, by product id, in cents; they take the place of the discount. */
  pricesCents: Record<string, number>;
  /**
   * Discounts for some categories, by category slug, in percent as `discountPercent`: a product of such a category
   * takes its category's discount instead of the list's (a fixed net price still comes first). Absent: none.
   */
  categoryDiscounts?: Record<string, number>;
}

export interface CompanyDoc {
  name: string;
  /** The name in lower case, for the admins' search by its start. */
  nameLower: string;
  vatId: string | null;
  billingAddress: Address;
  phone: string;
  note: string | null;
  status: CompanyStatus;
  terms: PaymentTerms;
  creditLimitCents: number;
  /**
   * What its orders on account still owe, in cents: raised by an order on account in the order's own commit
   * (under the company's update-time precondition, so two buyers at once meet here), lowered by each payment
   * received and by an order on account that is cancelled, expires or is refunded. Absent: 0.
   */
  creditUsedCents?: number;
  priceList: PriceListDoc;
  /** An order above it needs a company admin's approval; null: none does. */
  approvalLimitCents: number | null;
  /** Who applied (the first company admin). */
  applicant: { uid: string; email: string };
  createdAt: unknown;
  updatedAt: unknown;
}

export interface CompanyMemberDoc {
  companyId: string;
  role: CompanyRole;
  /** Above it (cents) this member's order waits for approval; absent or null: the company's approval limit. */
  orderLimitCents?: number | null;
  email: string;
  joinedAt: unknown;
}

export interface CompanyInviteDoc {
  companyId: string;
  role: CompanyRole;
  invitedBy: { uid: string; email: string };
  createdAt: unknown;
}

export interface PriceList {
  discountPercent: number;
  prices: Record<string, number>;
  categoryDiscounts: Record<string, number>;
}

/** The fields a company keeps as they are in its answer; money and dates change form. */
type CompanyWords = Pick<CompanyDoc, 'name' | 'vatId' | 'billingAddress' | 'phone' | 'note' | 'status' | 'terms'>;

/** A company as the API answers it: money in dollars, the applicant by email, the date as ISO text. */
export interface Company extends CompanyWords {
  id: string;
  creditLimit: number;
  priceList: PriceList;
  approvalLimit: number | null;
  applicantEmail: string;
  createdAt: string;
}

export interface CompanyMember {
  uid: string;
  email: string;
  role: CompanyRole;
  /** Dollars; null: the company's approval limit applies. */
  orderLimit: number | null;
}

export interface CompanyInvite {
  email: string;
  role: CompanyRole;
}

/** GET /api/companies/mine. */
export interface MyCompany {
  company: Company;
  role: CompanyRole;
  credit: { limit: number; used: number; available: number };
  terms: PaymentTerms;
  /** The members and open invitations: a company admin's to manage, every member's to see. */
  members: CompanyMember[];
  invites: CompanyInvite[];
}

/** A new application's terms: prepaid, no credit, list prices, no approval limit, until an admin sets them. */
export const NEW_COMPANY_TERMS = {
  terms: { type: 'prepaid' } as PaymentTerms,
  creditLimitCents: 0,
  priceList: { discountPercent: 0, pricesCents: {} } as PriceListDoc,
  approvalLimitCents: null,
};

export function toPriceList(doc: PriceListDoc): PriceList {
  const prices: Record<string, number> = {};
  for (const [productId, cents] of Object.entries(doc.pricesCents)) prices[productId] = centsToDollars(cents);
  return { discountPercent: doc.discountPercent, prices, categoryDiscounts: { ...doc.categoryDiscounts } };
}

/** A price list as the API answers it (dollars), back in cents, for the one quote function on the screens. */
export function toPriceListDoc(priceList: PriceList): PriceListDoc {
  const pricesCents: Record<string, number> = {};
  for (const [productId, dollars] of Object.entries(priceList.prices)) pricesCents[productId] = dollarsToCents(dollars);
  return {
    discountPercent: priceList.discountPercent,
    pricesCents,
    categoryDiscounts: { ...priceList.categoryDiscounts },
  };
}

export function toCompany(id: string, doc: CompanyDoc): Company {
  return {
    id,
    name: doc.name,
    vatId: doc.vatId,
    billingAddress: doc.billingAddress,
    phone: doc.phone,
    note: doc.note,
    status: doc.status,
    terms: doc.terms,
    creditLimit: centsToDollars(doc.creditLimitCents),
    priceList: toPriceList(doc.priceList),
    approvalLimit: doc.approvalLimitCents === null ? null : centsToDollars(doc.approvalLimitCents),
    applicantEmail: doc.applicant.email,
    createdAt: isoTime(doc.createdAt) ?? '',
  };
}
