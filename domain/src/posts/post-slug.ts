// A post's address: lower-case words of letters and digits joined by hyphens, made from the title unless an admin
// gives one, and kept when the title changes (links already shared keep working).
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const POST_SLUG_MAX_LENGTH = 80;

/** The slug a title makes ("Sharpening a Chisel: 5 Tips" -> "sharpening-a-chisel-5-tips"); '' when it has no letter or digit. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  if (!words) return '';
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > POST_SLUG_MAX_LENGTH) return slug || word.slice(0, POST_SLUG_MAX_LENGTH);
    slug = next;
  }
  return slug;
}
