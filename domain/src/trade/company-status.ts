// A company's status and the moves an admin may make: an application is approved or rejected once; an approved
// company may be suspended and approved again. A rejected applicant may apply anew (a new company).
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The statuses an admin sets (pending is where an application starts). */
export const COMPANY_STATUS_MOVES = ['approved', 'rejected', 'suspended'] as const;
export type CompanyStatusMove = (typeof COMPANY_STATUS_MOVES)[number];

const MOVES: Record<CompanyStatus, readonly CompanyStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended'],
  suspended: ['approved'],
  rejected: [],
};

export function canMoveCompany(from: CompanyStatus, to: CompanyStatus): boolean {
  return MOVES[from].includes(to);
}

/** Members of a company with this status buy on its account (its prices, later its terms). */
export const tradesAsCompany = (status: CompanyStatus) => status === 'approved';

/** Members of a company once approved (suspended ones too) share its address book: they ordered with it. */
export const sharesCompanyRecords = (status: CompanyStatus) => status === 'approved' || status === 'suspended';
