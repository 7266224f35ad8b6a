import type { ReturnDoc } from '@toolshop/domain';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { forbidden, notFound } from '../platform/refusal';
import { returnRef } from './return-refs';

/** A return as its owner or an admin may read it: not found, or forbidden to anyone else. */
export async function readOwnReturn(deps: Deps, caller: Caller, id: string): Promise<ReturnDoc> {
  const snapshot = await returnRef(deps.db, id).get();
  if (!snapshot.exists) throw notFound('Return not found');
  const ret = snapshot.data() as ReturnDoc;
  if (ret.uid !== caller.uid && !caller.admin) throw forbidden();
  return ret;
}
