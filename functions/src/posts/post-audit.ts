// What an admin's post change leaves in the audit log: publishing, scheduling, unpublishing, deleting, restoring.
import { collections, type AuditAction, type PostStatus } from '@toolshop/domain';

export const postTarget = (id: string) => ({ collection: collections.posts, id });

/** The audit action a save's change of status makes, if any (an edit of words alone is in the revisions only). */
export function statusChangeAction(
  before: { status: PostStatus; publishAt: number | null } | null,
  after: { status: PostStatus; publishAt: number | null },
): AuditAction | null {
  if (after.status === 'published') return before?.status === 'published' ? null : 'post.publish';
  if (after.status === 'scheduled') {
    const same = before?.status === 'scheduled' && before.publishAt === after.publishAt;
    return same ? null : 'post.schedule';
  }
  return before && before.status !== 'draft' ? 'post.unpublish' : null;
}
