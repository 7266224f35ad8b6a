import { describe, expect, it } from 'vitest';
import { postMessages } from '@toolshop/domain';
import { scheduleOf } from './post-schedule';
import { statusChangeAction } from './post-audit';

const now = new Date('2026-12-01T09:00:00Z');
const earlier = new Date('2026-11-01T09:00:00Z');
const later = '2026-12-02T09:00:00Z';

describe('scheduleOf', () => {
  it('keeps a draft out of sight, with its time if it had one', () => {
    expect(scheduleOf('draft', undefined, { status: 'published', publishAt: earlier }, now)).toEqual({
      status: 'draft',
      publishAt: earlier,
      visibleFrom: null,
    });
  });

  it('publishes now, keeps the time of a post already published, and allows a date back, never forward', () => {
    expect(scheduleOf('published', undefined, null, now).visibleFrom).toEqual(now);
    expect(scheduleOf('published', undefined, { status: 'published', publishAt: earlier }, now).publishAt).toEqual(
      earlier,
    );
    expect(scheduleOf('published', earlier.toISOString(), null, now).visibleFrom).toEqual(earlier);
    expect(() => scheduleOf('published', later, null, now)).toThrow(postMessages.publishAtInFuture);
  });

  it('schedules only for a time in the future, and keeps a scheduled time when none is given', () => {
    expect(scheduleOf('scheduled', later, null, now).visibleFrom).toEqual(new Date(later));
    expect(() => scheduleOf('scheduled', earlier.toISOString(), null, now)).toThrow(postMessages.publishAtNotFuture);
    expect(() => scheduleOf('scheduled', undefined, null, now)).toThrow(postMessages.publishAtRequired);
    const kept = scheduleOf('scheduled', undefined, { status: 'scheduled', publishAt: new Date(later) }, now);
    expect(kept.publishAt).toEqual(new Date(later));
  });
});

describe('statusChangeAction', () => {
  it('names publishing, scheduling and unpublishing, and nothing for an edit of words', () => {
    expect(statusChangeAction(null, { status: 'draft', publishAt: null })).toBeNull();
    expect(statusChangeAction(null, { status: 'published', publishAt: 1 })).toBe('post.publish');
    expect(statusChangeAction({ status: 'draft', publishAt: null }, { status: 'scheduled', publishAt: 2 })).toBe(
      'post.schedule',
    );
    expect(statusChangeAction({ status: 'scheduled', publishAt: 2 }, { status: 'scheduled', publishAt: 2 })).toBeNull();
    expect(statusChangeAction({ status: 'scheduled', publishAt: 2 }, { status: 'scheduled', publishAt: 3 })).toBe(
      'post.schedule',
    );
    expect(statusChangeAction({ status: 'published', publishAt: 1 }, { status: 'published', publishAt: 1 })).toBeNull();
    expect(statusChangeAction({ status: 'published', publishAt: 1 }, { status: 'draft', publishAt: 1 })).toBe(
      'post.unpublish',
    );
  });
});
