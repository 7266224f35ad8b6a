// GET /api/reports/sales?from=YYYY-MM-DD&to=YYYY-MM-DD and the Sales screen's range: whole UTC days, both ends
// included, at most two years (a longer range is a different question than a sales chart answers).
import { z } from 'zod';
import { validationMessages as m } from '../messages';

export const SALES_REPORT_MAX_DAYS = 731;
/** Ranges longer than this are reported per ISO week (Monday to Sunday) instead of per day. */
export const SALES_REPORT_DAILY_MAX_DAYS = 62;

const DAY_MS = 86_400_000;

/** The day's midnight UTC in milliseconds, or NaN when the text is not a real day written YYYY-MM-DD. */
export function dayStartMs(day: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

const dayField = z
  .string({ error: m.reportDateInvalid })
  .refine((day) => Number.isFinite(dayStartMs(day)), m.reportDateInvalid);

export const salesReportQuerySchema = z.strictObject({ from: dayField, to: dayField }).refine(
  ({ from, to }) => {
    const days = (dayStartMs(to) - dayStartMs(from)) / DAY_MS + 1;
    return !(days < 1 || days > SALES_REPORT_MAX_DAYS);
  },
  { message: m.reportRangeInvalid(SALES_REPORT_MAX_DAYS), path: ['to'] },
);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** How many days the range holds, both ends included. */
export function reportDays({ from, to }: SalesReportQuery): number {
  return (dayStartMs(to) - dayStartMs(from)) / DAY_MS + 1;
}

/** The period a day belongs to: the day itself, or the Monday that starts its ISO week for long ranges. */
export function reportPeriodOf(day: string, weekly: boolean): string {
  if (!weekly) return day;
  const ms = dayStartMs(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** Every period of the range, in order (a period with no sale still has its row, at zero). */
export function reportPeriods(query: SalesReportQuery): string[] {
  const weekly = reportDays(query) > SALES_REPORT_DAILY_MAX_DAYS;
  const periods: string[] = [];
  for (let ms = dayStartMs(query.from); ms <= dayStartMs(query.to); ms += DAY_MS) {
    const period = reportPeriodOf(new Date(ms).toISOString().slice(0, 10), weekly);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}
