// A Java agent that makes the Firestore emulator slow to end, as on a busy machine: a shutdown hook that waits
// before the JVM may exit, longer than firebase-tools waits for it (4 s). Loaded through JAVA_TOOL_OPTIONS, it acts
// only in the Firestore emulator's JVM (firebase-tools also runs `java -version`). Built with the JDK's javac.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findJava21Bin } from '../../../scripts/lib/java.mjs';

const SOURCE = `
public class SlowExit {
  public static void premain(String args) {
    String command = System.getProperty("sun.java.command", "");
    if (!command.contains("firestore")) return;
    long ms = Long.parseLong(args);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try { Thread.sleep(ms); } catch (InterruptedException e) { }
    }));
  }
}
`;

/** JAVA_TOOL_OPTIONS that keep the Firestore emulator's JVM alive exitDelayMs after it is asked to end. */
export function slowExitJavaOptions(dir: string, exitDelayMs: number): string {
  mkdirSync(dir, { recursive: true });
  const bin = findJava21Bin();
  const tool = (name: string) => (bin ? join(bin, name) : name);
  writeFileSync(join(dir, 'SlowExit.java'), SOURCE);
  writeFileSync(join(dir, 'manifest.txt'), 'Premain-Class: SlowExit\n');
  execFileSync(tool('javac'), ['-d', dir, join(dir, 'SlowExit.java')], { stdio: 'inherit' });
  const jar = join(dir, 'slow-exit-agent.jar');
  execFileSync(tool('jar'), ['cfm', jar, join(dir, 'manifest.txt'), '-C', dir, 'SlowExit.class'], {
    stdio: 'inherit',
  });
  return `-javaagent:${jar}=${exitDelayMs}`;
}
