import { describe, expect, it } from 'vitest';
import { POST_SLUG_MAX_LENGTH, POST_SLUG_PATTERN, slugFromTitle } from './post-slug';
import { postStatusAt } from './post-entity';

describe('slugFromTitle', () => {
  it('makes lower-case words joined by hyphens', () => {
    expect(slugFromTitle('Sharpening a Chisel: 5 Tips!')).toBe('sharpening-a-chisel-5-tips');
    expect(slugFromTitle('Crème brûlée torch')).toBe('creme-brulee-torch');
    expect(slugFromTitle('!!!')).toBe('');
  });

  it('stops at a whole word within the length limit', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(POST_SLUG_MAX_LENGTH);
    expect(slug).toMatch(POST_SLUG_PATTERN);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('postStatusAt', () => {
  const now = new Date('2026-12-01T09:00:00Z');
  it('reads a scheduled post whose time has passed as published, and a draft as a draft', () => {
    expect(postStatusAt({ status: 'scheduled', visibleFrom: new Date('2026-12-01T08:59:59Z') }, now)).toBe('published');
    expect(postStatusAt({ status: 'scheduled', visibleFrom: new Date('2026-12-01T09:00:01Z') }, now)).toBe('scheduled');
    expect(postStatusAt({ status: 'draft', visibleFrom: null }, now)).toBe('draft');
  });
});
