// How long an unpaid order holds its stock, and an order awaiting a company admin's approval:
//   TOOLSHOP_UNPAID_ORDER_SECONDS      seconds from placement to the order's expiresAt (default 1800, whole number >= 1)
//   TOOLSHOP_APPROVAL_WINDOW_SECONDS   seconds an order awaiting approval holds it (default 259200: 3 days)
import { APPROVAL_WINDOW_SECONDS_DEFAULT, UNPAID_ORDER_SECONDS_DEFAULT } from '@toolshop/domain';
import { wholeNumberSetting } from '../platform/settings';

export function unpaidOrderSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return wholeNumberSetting(env, 'TOOLSHOP_UNPAID_ORDER_SECONDS', UNPAID_ORDER_SECONDS_DEFAULT);
}

export function reservationEnd(placedAt: Date, env: NodeJS.ProcessEnv = process.env): Date {
  return new Date(placedAt.getTime() + unpaidOrderSeconds(env) * 1000);
}

/** When an order placed awaiting approval stops holding its stock unless approved. */
export function approvalWindowEnd(placedAt: Date, env: NodeJS.ProcessEnv = process.env): Date {
  const seconds = wholeNumberSetting(env, 'TOOLSHOP_APPROVAL_WINDOW_SECONDS', APPROVAL_WINDOW_SECONDS_DEFAULT);
  return new Date(placedAt.getTime() + seconds * 1000);
}
