// Why a customer sends something back. The first three are the shop's fault: only then is shipping refunded.
export const RETURN_REASONS = [
  'wrong-item',
  'damaged-in-transit',
  'not-as-described',
  'no-longer-needed',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  'wrong-item': 'Wrong item',
  'damaged-in-transit': 'Damaged in transit',
  'not-as-described': 'Not as described',
  'no-longer-needed': 'No longer needed',
  other: 'Other',
};

const SHOPS_FAULT: readonly ReturnReason[] = ['wrong-item', 'damaged-in-transit', 'not-as-described'];

export const isShopsFault = (reason: ReturnReason): boolean => SHOPS_FAULT.includes(reason);

export const RETURN_CONDITIONS = ['resellable', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Lines of one return, photos of one return, and the longest comment, instructions or reason. */
export const RETURN_LINES_MAX = 50;
export const RETURN_PHOTOS_MAX = 6;
export const RETURN_TEXT_MAX = 1000;
