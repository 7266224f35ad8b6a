// storage.rules, checked as text: the Storage emulator cannot start on these machines (OFFLINE.md), so no
// request can be evaluated against it. Every `allow` is read with the path of its `match` and its condition;
// what a client may do must be exactly: get one image by its name. Listing would hand out every uploaded file
// name (`read` means get and list).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const STORAGE_RULES_PATH = new URL('../../storage.rules', import.meta.url).pathname;

interface AllowStatement {
  match: string;
  operations: string[];
  condition: string;
}

/** Each `allow` with the innermost `match` it sits in (comments removed first). */
function allowStatements(rules: string): AllowStatement[] {
  const source = rules.replace(/\/\/[^\n]*/g, '');
  const statements: AllowStatement[] = [];
  const matches: string[] = [];
  const tokens = /match\s+(\S+)\s*\{|allow\s+([a-z,\s]+):\s*if\s+([^;]+);|\{|\}/g;
  const open: ('match' | 'other')[] = [];
  for (const token of source.matchAll(tokens)) {
    if (token[1] !== undefined) {
      matches.push(token[1]);
      open.push('match');
    } else if (token[2] !== undefined) {
      statements.push({
        match: matches.join(''),
        operations: token[2].split(',').map((operation) => operation.trim()),
        condition: token[3]!.trim(),
      });
    } else if (token[0] === '{') {
      open.push('other');
    } else if (open.pop() === 'match') {
      matches.pop();
    }
  }
  return statements;
}

/** The statements that grant anything: a condition other than `false`. */
function grants(rules: string): AllowStatement[] {
  return allowStatements(rules).filter((statement) => statement.condition !== 'false');
}

describe('storage.rules', () => {
  it('lets anyone get an image by its name, and nothing else', () => {
    expect(grants(readFileSync(STORAGE_RULES_PATH, 'utf8'))).toEqual([
      { match: '/b/{bucket}/o/images/{imagePath=**}', operations: ['get'], condition: 'true' },
    ]);
  });

  it('the check sees a `read` (get and list) and a nested grant', () => {
    const rules = `service firebase.storage { match /b/{bucket}/o {
      match /images/{imagePath=**} { allow read: if true; allow write: if false; }
      match /{allPaths=**} { allow list: if request.auth != null; } } }`;
    expect(grants(rules)).toEqual([
      { match: '/b/{bucket}/o/images/{imagePath=**}', operations: ['read'], condition: 'true' },
      { match: '/b/{bucket}/o/{allPaths=**}', operations: ['list'], condition: 'request.auth != null' },
    ]);
  });
});
