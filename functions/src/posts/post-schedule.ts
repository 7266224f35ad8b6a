// When a save makes a post visible: a published post from its publish time (now, unless dated back), a scheduled
// one from its time in the future, a draft never. Visitors' reads compare `visibleFrom` with the time they read,
// so nothing has to run at a scheduled time.
import { postMessages, type PostStatus } from '@toolshop/domain';
import { invalid } from '../platform/refusal';

export interface PostSchedule {
  status: PostStatus;
  publishAt: Date | null;
  visibleFrom: Date | null;
}

const refused = (message: string) => invalid(message, { publishAt: message });

/**
 * The schedule a save leaves. `status`: the one asked for, else the post's status now; `publishAt`: the time asked
 * for, if any; `current`: the post's publish time before the save (null for a new post or one never published).
 */
export function scheduleOf(
  status: PostStatus,
  publishAt: string | undefined,
  current: { status: PostStatus; publishAt: Date | null } | null,
  now: Date,
): PostSchedule {
  const asked = publishAt === undefined ? null : new Date(publishAt);
  if (status === 'draft') return { status, publishAt: asked ?? current?.publishAt ?? null, visibleFrom: null };
  if (status === 'scheduled') {
    const time = asked ?? current?.publishAt ?? null;
    if (!time) throw refused(postMessages.publishAtRequired);
    if (asked && asked.getTime() <= now.getTime()) throw refused(postMessages.publishAtNotFuture);
    return { status, publishAt: time, visibleFrom: time };
  }
  if (asked && asked.getTime() > now.getTime()) throw refused(postMessages.publishAtInFuture);
  const time = asked ?? (current?.status === 'published' ? current.publishAt : null) ?? now;
  return { status, publishAt: time, visibleFrom: time };
}
