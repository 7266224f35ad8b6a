import { describe, expect, it } from 'vitest';
import { auditPath } from './use-audit-log';

describe('auditPath', () => {
  it('sends only the filters given, encoded', () => {
    expect(auditPath({})).toBe('/audit');
    expect(auditPath({ action: 'review.hide' })).toBe('/audit?action=review.hide');
    expect(auditPath({ actor: 'a+b@toolshop.test', target: 'r-1' })).toBe(
      '/audit?actor=a%2Bb%40toolshop.test&target=r-1',
    );
  });
});
