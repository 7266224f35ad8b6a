// Who buys for which company, kept in this instance's memory for the calls that only show prices (the checkout's
// quote, GET /api/prices), as the catalogue and the shipping zones they price from are (decision 25). Calls that
// charge, reserve, approve or manage keep reading membership fresh on every request (company-membership.ts).
//
// - Three listeners (members, invitations, companies: listened-snapshot.ts), attached on the first such call; the
//   first requests wait for their first snapshots, and memory is trusted only while Firestore has confirmed it
//   within MAX_STALENESS_MS.
// - Where memory cannot answer (a listener not live, an invitation to take up, a member whose company is not held
//   yet) the answer is 'read Firestore', and the caller reads as the money calls do.
// - This instance's own changes (an admin's PATCH, a member added or removed) read everything again before they
//   answer (`reload`); other instances learn them from their listeners within moments.
import { collections, type CompanyDoc, type CompanyMemberDoc, type CompanyRole } from '@toolshop/domain';
import type { Firestore, QuerySnapshot, Timestamp } from 'firebase-admin/firestore';
import { ListenedSnapshot, type SnapshotHooks, type SnapshotSource } from '../platform/listened-snapshot';

/** One collection's documents by id at one moment (`readTime`, Firestore's clock). */
export interface DocsSnapshot<T> {
  docs: Map<string, T>;
  readTime: Timestamp;
}

/** Where the three collections come from: Firestore in production, fakes in unit tests. */
export interface MembershipSources {
  members: SnapshotSource<DocsSnapshot<CompanyMemberDoc>>;
  invites: SnapshotSource<DocsSnapshot<unknown>>;
  companies: SnapshotSource<DocsSnapshot<CompanyDoc>>;
}

/** A member's company as memory holds it. */
export interface HeldMembership {
  companyId: string;
  role: CompanyRole;
  orderLimitCents?: number | null;
  company: CompanyDoc;
}

export const READ_FIRESTORE = 'read Firestore';

export class HeldMemberships {
  private readonly members: HeldCollection<CompanyMemberDoc>;
  private readonly invites: HeldCollection<unknown>;
  private readonly companies: HeldCollection<CompanyDoc>;

  constructor(sources: MembershipSources, now: () => number, warn?: SnapshotHooks<DocsSnapshot<unknown>>['warn']) {
    this.members = new HeldCollection(sources.members, now, 'Company member', warn);
    this.invites = new HeldCollection(sources.invites, now, 'Company invitation', warn);
    this.companies = new HeldCollection(sources.companies, now, 'Company', warn);
  }

  /** The caller's company as memory holds it, null for none, or READ_FIRESTORE where memory cannot say. */
  async of(caller: { uid: string; email: string }): Promise<HeldMembership | null | typeof READ_FIRESTORE> {
    const held = await Promise.all([this.members.ready(), this.invites.ready(), this.companies.ready()]);
    if (!held.every(Boolean)) return READ_FIRESTORE;
    const member = this.members.get(caller.uid);
    // An invitation is taken up by the fresh read, which writes the membership.
    if (!member) return this.invites.get(caller.email) === undefined ? null : READ_FIRESTORE;
    const company = this.companies.get(member.companyId);
    if (!company) return READ_FIRESTORE;
    const { companyId, role, orderLimitCents } = member;
    return { companyId, role, orderLimitCents, company };
  }

  /** This instance changed a company or its members: read all three again, from reads that start now. */
  async reload(): Promise<void> {
    await Promise.all([this.members.reload(), this.invites.reload(), this.companies.reload()]);
  }
}

/** One collection held by a listener, its documents by id. */
class HeldCollection<T> {
  private readonly snapshot: ListenedSnapshot<DocsSnapshot<T>>;
  private docs = new Map<string, T>();

  constructor(
    source: SnapshotSource<DocsSnapshot<T>>,
    now: () => number,
    label: string,
    warn: SnapshotHooks<DocsSnapshot<T>>['warn'],
  ) {
    this.snapshot = new ListenedSnapshot(source, now, {
      label,
      warn,
      onApply: (snapshot) => (this.docs = snapshot.docs),
      onDrop: () => (this.docs = new Map()),
    });
  }

  ready(): Promise<boolean> {
    return this.snapshot.ready();
  }

  get(id: string): T | undefined {
    return this.docs.get(id);
  }

  reload(): Promise<void> {
    return this.snapshot.reload();
  }
}

/** The Firestore side: the three whole collections. */
export function firestoreMembershipSources(db: Firestore): MembershipSources {
  return {
    members: collectionSource<CompanyMemberDoc>(db, collections.companyMembers),
    invites: collectionSource<unknown>(db, collections.companyInvites),
    companies: collectionSource<CompanyDoc>(db, collections.companies),
  };
}

function collectionSource<T>(db: Firestore, name: string): SnapshotSource<DocsSnapshot<T>> {
  const collection = db.collection(name);
  const toSnapshot = (snapshot: QuerySnapshot): DocsSnapshot<T> => ({
    docs: new Map(snapshot.docs.map((doc) => [doc.id, doc.data() as T])),
    readTime: snapshot.readTime,
  });
  return {
    listen: (onSnapshot, onError) => collection.onSnapshot((snapshot) => onSnapshot(toSnapshot(snapshot)), onError),
    readAll: async () => toSnapshot(await collection.get()),
  };
}
