// The return window: Business details' days from shipping (RETURN_WINDOW_DAYS_DEFAULT when unset).
import { RETURN_WINDOW_DAYS_DEFAULT } from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { readBusinessDetails } from '../settings';

export async function readReturnWindowDays(db: Firestore): Promise<number> {
  return (await readBusinessDetails(db)).returnWindowDays ?? RETURN_WINDOW_DAYS_DEFAULT;
}
