// A Firestore collection read live (reactfire keeps it current), sorted by one field, each document turned into
// its entity with the document's id.
import { collection, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

export function useLiveCollection<Doc, Entity>(
  path: string,
  sortField: string,
  toEntity: (id: string, doc: Doc) => Entity,
): { status: 'loading' | 'error' | 'success'; items: Entity[] } {
  const firestore = useFirestore();
  const sorted = query(collection(firestore, path), orderBy(sortField));
  const { status, data } = useFirestoreCollectionData(sorted, { idField: '_id' });
  const items = (data ?? []).map((doc) => toEntity(String(doc._id), doc as unknown as Doc));
  return { status, items };
}
