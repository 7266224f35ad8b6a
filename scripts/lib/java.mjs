// Finds a Java 21+ for firebase-tools (it refuses older ones). Order: JAVA_HOME, `java` on PATH, the JVM folders.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const MIN_JAVA = 21;

/** Major version of a java binary; `java -version` prints to stderr. 0 when it does not run. */
function javaMajor(javaBin) {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!match) return 0;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first; // "1.8.0" style
}

function candidates() {
  const list = [];
  if (process.env.JAVA_HOME) list.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  list.push('java');
  for (const root of ['/usr/lib/jvm', '/usr/local/lib/jvm', '/opt/java', '/Library/Java/JavaVirtualMachines']) {
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root).sort().reverse()) {
      for (const sub of ['bin/java', 'Contents/Home/bin/java']) {
        const path = join(root, name, sub);
        if (existsSync(path)) list.push(path);
      }
    }
  }
  return list;
}

/** The bin folder of a Java 21+, or throws with what to install. */
export function findJava21Bin() {
  for (const javaBin of candidates()) {
    if (javaMajor(javaBin) >= MIN_JAVA) {
      if (javaBin === 'java') return null; // already first on PATH
      return javaBin.slice(0, -'/java'.length);
    }
  }
  throw new Error(
    `No Java ${MIN_JAVA}+ found (firebase-tools needs it for the Firestore emulator). ` +
      `Install one (e.g. apt-get install openjdk-21-jre-headless, or Temurin 21+) or set JAVA_HOME to it.`,
  );
}
