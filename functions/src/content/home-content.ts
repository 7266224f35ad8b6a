// content/home: the home page's words. Until an admin saves them the shop shows SPEC's copy (DEFAULT_HOME_CONTENT),
// so a fresh shop needs no document. A save replaces the whole content and is audited in the same transaction.
import {
  collections,
  DEFAULT_HOME_CONTENT,
  HOME_CONTENT_ID,
  type HomeContent,
  type HomeContentDoc,
} from '@toolshop/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../platform/deps';
import type { Caller } from '../platform/caller';
import { appendAudit } from '../audit';
import { runTransaction } from '../platform/run-transaction';

const homeContentRef = (db: Firestore) => db.collection(collections.content).doc(HOME_CONTENT_ID);

/** The content as GET /api/content/home answers it: only its three parts, never the save's own fields. */
function homeContentOf(doc: HomeContentDoc | undefined): HomeContent {
  if (!doc) return DEFAULT_HOME_CONTENT;
  return { hero: doc.hero, summary: doc.summary, faq: doc.faq };
}

/** Read straight from Firestore on each call: the pages that show it are cached by Hosting, not by the instance. */
export async function readHomeContent(db: Firestore): Promise<HomeContent> {
  return homeContentOf((await homeContentRef(db).get()).data() as HomeContentDoc | undefined);
}

export async function saveHomeContent(deps: Deps, caller: Caller, content: HomeContent): Promise<void> {
  const ref = homeContentRef(deps.db);
  await runTransaction(deps.db, async (tx) => {
    const before = await tx.get(ref);
    const at = deps.now();
    tx.set(ref, { ...content, updatedAt: at } satisfies HomeContentDoc);
    appendAudit(tx, deps.db, {
      action: 'content.home',
      actor: caller,
      target: { collection: collections.content, id: HOME_CONTENT_ID },
      before: before.exists ? homeContentOf(before.data() as HomeContentDoc) : null,
      after: { ...content },
      at,
    });
  });
}
