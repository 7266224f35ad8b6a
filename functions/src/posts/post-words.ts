// The words a save stores: the body sanitised against the allowlist, the cover only an image our store issued.
import { postMessages, type PostWords } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { invalid } from '../platform/refusal';
import { sanitizePostBody } from './sanitize-post-body';

/**
 * The fields of `words` as they are stored; fields not given stay absent. `currentCover`: the post's cover now, which
 * may stay whatever it is (a client sends the whole post back; the demo posts' covers are the site's own photos).
 */
export async function storedWords<W extends Partial<PostWords>>(
  deps: Pick<Deps, 'imageStore'>,
  words: W,
  currentCover?: string,
): Promise<W> {
  const stored = { ...words };
  const newCover = words.coverImage && words.coverImage !== currentCover;
  if (newCover && !(await deps.imageStore.issued(words.coverImage!))) {
    throw invalid(postMessages.coverImageInvalid, { coverImage: postMessages.coverImageInvalid });
  }
  if (words.body !== undefined) stored.body = await sanitizePostBody(words.body, (src) => deps.imageStore.issued(src));
  return stored;
}
