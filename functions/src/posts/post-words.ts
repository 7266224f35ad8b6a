// The words a save stores: the body sanitised against the allowlist, the cover only an image our store issued.
import { postMessages, type PostWords } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import { HttpError } from '../http/http-error';
import { sanitizePostBody } from './sanitize-post-body';

/** The fields of `words` as they are stored; fields not given stay absent. */
export async function storedWords<W extends Partial<PostWords>>(deps: Pick<Deps, 'imageStore'>, words: W): Promise<W> {
  const stored = { ...words };
  if (words.coverImage && !(await deps.imageStore.issued(words.coverImage))) {
    throw new HttpError(400, postMessages.coverImageInvalid, { coverImage: postMessages.coverImageInvalid });
  }
  if (words.body !== undefined) stored.body = await sanitizePostBody(words.body, (src) => deps.imageStore.issued(src));
  return stored;
}
