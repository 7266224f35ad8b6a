// The test runs' Firestore emulator JVM: the first compiler only, with whatever JAVA_TOOL_OPTIONS already said.
import { describe, expect, it } from 'vitest';
import { shortLivedJavaOptions } from './emulators.mjs';

describe('shortLivedJavaOptions', () => {
  it('stops the JIT at its first tier', () => {
    expect(shortLivedJavaOptions('')).toBe('-XX:TieredStopAtLevel=1');
  });

  it('keeps the options already set (an agent, say)', () => {
    expect(shortLivedJavaOptions('-javaagent:/tmp/a.jar=1')).toBe('-XX:TieredStopAtLevel=1 -javaagent:/tmp/a.jar=1');
  });
});
