// Which company each member bought for when this instance last read it: a guess that lets membershipOf read the
// member, any invitation and that company in one round trip. The guess is never trusted: the member document read
// beside it says the company, and a wrong guess costs one more read.
const MAX_MEMBERS = 10_000;

export class KnownCompanies {
  private readonly byUid = new Map<string, string>();

  guess(uid: string): string | undefined {
    return this.byUid.get(uid);
  }

  remember(uid: string, companyId: string): void {
    // The oldest entry leaves first, so memory stays bounded whatever the callers.
    if (!this.byUid.has(uid) && this.byUid.size >= MAX_MEMBERS) this.byUid.delete(this.byUid.keys().next().value!);
    this.byUid.set(uid, companyId);
  }

  forget(uid: string): void {
    this.byUid.delete(uid);
  }
}
