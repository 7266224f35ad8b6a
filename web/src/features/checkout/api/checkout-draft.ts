// What the checkout's form holds while a customer types it, kept in this tab's sessionStorage: a reload (or a look
// at the cart and back) keeps the new address, the mobile number and the choices, and placing the order clears it.
// Only this tab keeps it, until the tab closes, and only for the account that typed it (another signing in on the
// same tab starts empty).
import type { AddressInput } from '@toolshop/domain';

const DRAFT_KEY = 'toolshop.checkoutDraft';

export interface CheckoutDraft {
  choice: string;
  address: AddressInput;
  save: boolean;
  mobile: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The draft this tab kept for this account, or null (none, another's, storage refused, or not one this code wrote). */
export function readCheckoutDraft(uid: string): CheckoutDraft | null {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof draft !== 'object' || draft === null) return null;
    const { owner, choice, address, save, mobile } = draft as Record<string, unknown>;
    if (owner !== uid || !isText(choice) || !isText(mobile) || typeof save !== 'boolean') return null;
    if (typeof address !== 'object' || address === null || !Object.values(address).every(isText)) return null;
    return { choice, address: address as AddressInput, save, mobile };
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(uid: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner: uid, ...draft }));
  } catch {
    // Storage full or refused (private mode): the form still works, it just forgets on a reload.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether a draft holds anything typed into the new address (the country alone has a default). */
export const hasTypedAddress = (draft: CheckoutDraft | null): boolean =>
  Boolean(draft && Object.entries(draft.address).some(([field, value]) => field !== 'country' && value.trim()));
