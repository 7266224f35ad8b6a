// The coverage check itself, on hand-made reports: it must be able to fail.
import { describe, expect, it } from 'vitest';
import { conditionsSeenOneWayOnly, unevaluatedExpressions, type CoverageReport } from './support/rule-coverage';

const position = (line: number, column: number) => ({ line, column, currentOffset: 0, endOffset: 0 });
const rules = { files: [{ content: 'line one\n  allow get: if isOwner(uid);\n' }] };

describe('rule coverage check', () => {
  it('names a nested expression that was never evaluated', () => {
    const report: CoverageReport = {
      rules,
      report: [
        {
          sourcePosition: position(2, 17),
          values: [
            { count: 3, value: { boolValue: true } },
            { count: 1, value: { boolValue: false } },
          ],
          children: [{ sourcePosition: position(2, 25), values: [] }],
        },
      ],
    };
    expect(unevaluatedExpressions(report)).toEqual(['L2:25 allow get: if isOwner(uid);']);
    expect(conditionsSeenOneWayOnly(report)).toEqual([]);
  });

  it('names a condition that only ever granted or only ever refused', () => {
    const onlyTrue: CoverageReport = {
      rules,
      report: [{ sourcePosition: position(2, 17), values: [{ count: 2, value: { boolValue: true } }] }],
    };
    const onlyErrors: CoverageReport = {
      rules,
      report: [{ sourcePosition: position(2, 17), values: [{ count: 2, value: { undefined: {} } }] }],
    };
    expect(conditionsSeenOneWayOnly(onlyTrue)).toEqual(['L2:17 allow get: if isOwner(uid);']);
    expect(conditionsSeenOneWayOnly(onlyErrors)).toEqual(['L2:17 allow get: if isOwner(uid);']);
    expect(unevaluatedExpressions(onlyTrue)).toEqual([]);
  });
});
