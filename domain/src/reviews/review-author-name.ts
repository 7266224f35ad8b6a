// How a review names its author: a first name and the last name's initial ("Maria K."), as the demo reviews do, so
// a review never shows a customer's full name or email address.

/** "Maria Kowalska" -> "Maria K."; one word stays as it is; no name: the email's local part read as a name. */
export function reviewAuthorName(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const fromEmail = (email.split('@')[0] ?? '').split(/[._+\-\d]+/).filter(Boolean);
  const parts = words.length ? words : fromEmail.map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  const [first, ...rest] = parts;
  if (!first) return 'A customer';
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
