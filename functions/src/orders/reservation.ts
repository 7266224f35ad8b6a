// How long an unpaid order holds its stock:
//   TOOLSHOP_UNPAID_ORDER_SECONDS  seconds from placement to the order's expiresAt (default 1800, whole number >= 1)
import { UNPAID_ORDER_SECONDS_DEFAULT } from '@toolshop/domain';
import { wholeNumberSetting } from '../platform/settings';

export function unpaidOrderSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberSetting(env, 'TOOLSHOP_UNPAID_ORDER_SECONDS', UNPAID_ORDER_SECONDS_DEFAULT);
}

export function reservationEnd(placedAt: Date, env: NodeJS.ProcessEnv = process.env): Date {
  return new Date(placedAt.getTime() + unpaidOrderSeconds(env) * 1000);
}

/** A Firestore Timestamp or Date as milliseconds (0 when absent: an order from before deadlines never expires early). */
export function millisOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  const millis = (value as { toMillis?: () => number } | null | undefined)?.toMillis?.();
  return typeof millis === 'number' ? millis : 0;
}
