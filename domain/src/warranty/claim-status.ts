// A warranty claim's life: submitted by the tool's owner, then decided once by an admin: repair (instructions to send
// it in), replace (a free replacement order), parts (a free order of fitting parts) or reject (with a reason).
export const CLAIM_DECISIONS = ['repair', 'replace', 'parts', 'reject'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export const CLAIM_STATUSES = ['submitted', 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

const DECISION_LABELS: Record<ClaimDecision, string> = {
  repair: 'Repair',
  replace: 'Replacement',
  parts: 'Parts sent',
  reject: 'Rejected',
};

export const claimDecisionLabel = (decision: ClaimDecision): string => DECISION_LABELS[decision];

/** What a claim reads as on screen: "Submitted" until decided, then its decision. */
export const claimStatusLabel = (claim: { status: ClaimStatus; decision?: ClaimDecision | null }): string =>
  claim.status === 'decided' && claim.decision ? DECISION_LABELS[claim.decision] : 'Submitted';
