// A post's date as visitors read it, "3 December 2026" (en-GB, in UTC), written out rather than through
// Intl.DateTimeFormat: the first formatter a page makes loads ICU's locale data, one long task in the middle of a
// blog page's start-up on a phone, as decision 9 found for prices (domain's formatCents).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function postDateText(at: string): string {
  const date = new Date(at);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
