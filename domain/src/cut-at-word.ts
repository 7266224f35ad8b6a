// A text shortened for a preview (a product card's description, a page's meta description): cut at the end of a
// word and marked with an ellipsis, the ellipsis counted in the length, so a reader never meets half a word.
export const ELLIPSIS = '…';

/** `text` whole when it has at most `max` characters; otherwise its words that fit, then "…", `max` at most. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  // The kept words end before the ellipsis's place; the character there says whether the last one is whole.
  const room = text.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.search(/\s\S*$/);
  // A first word longer than the room is cut where the room ends.
  const words = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${words.trimEnd().replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}
