// What an admin's category change leaves in the audit log.
import { collections } from '@toolshop/domain';

export const categoryTarget = (slug: string) => ({ collection: collections.categories, id: slug });
