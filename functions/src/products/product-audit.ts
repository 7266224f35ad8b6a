// What an admin's product change leaves in the audit log: the acting admin and the product it touched.
import { collections } from '@toolshop/domain';
import type { Caller } from '../platform/caller';

export const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email });

export const productTarget = (id: string) => ({ collection: collections.products, id });
