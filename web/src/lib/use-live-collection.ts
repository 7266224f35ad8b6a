// A Firestore collection read live, sorted by one field, each document turned into its entity with the document's
// id. The listener is removed before the page ends Firestore (lib/firestore.ts): a whole collection's target left
// in the Firestore emulator queues every change of that collection for a client that is gone.
import { useEffect, useMemo, useState } from 'react';
import { collection, onSnapshot, orderBy, query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { stopBeforeFirestoreEnds } from './firestore';

type LiveStatus = 'loading' | 'error' | 'success';

export function useLiveCollection<Doc, Entity>(
  path: string,
  sortField: string,
  toEntity: (id: string, doc: Doc) => Entity,
): { status: LiveStatus; items: Entity[] } {
  const firestore = useFirestore();
  const [read, setRead] = useState<{ status: LiveStatus; docs: QueryDocumentSnapshot[] }>({
    status: 'loading',
    docs: [],
  });
  useEffect(() => {
    const sorted = query(collection(firestore, path), orderBy(sortField));
    const stopListening = onSnapshot(
      sorted,
      (snapshot) => setRead({ status: 'success', docs: snapshot.docs }),
      () => setRead((last) => ({ ...last, status: 'error' })),
    );
    const unregister = stopBeforeFirestoreEnds(stopListening);
    return () => {
      unregister();
      stopListening();
    };
  }, [firestore, path, sortField]);
  const items = useMemo(() => read.docs.map((doc) => toEntity(doc.id, doc.data() as Doc)), [read.docs, toEntity]);
  return { status: read.status, items };
}
