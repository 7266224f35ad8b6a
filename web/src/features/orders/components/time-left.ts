// The time an unpaid order has left to be paid, as a customer reads it: "29:41 left to pay" under an hour,
// "2 h 05 min left to pay" above, "Expired" once the deadline has passed (the server expires it shortly after).

export function timeLeftToPay(expiresAt: string, now: Date): { expired: boolean; text: string } {
  const seconds = Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000);
  if (!(seconds > 0)) return { expired: true, text: 'Expired' };
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const text = hours > 0 ? `${hours} h ${two(minutes)} min` : `${minutes}:${two(seconds % 60)}`;
  return { expired: false, text: `${text} left to pay` };
}
