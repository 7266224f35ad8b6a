// Offline machines: the Firestore emulator jar comes from Debian's google-cloud-cli-firestore-emulator package.
// That jar has no Main-Class, so we build a launcher jar made of a manifest alone (see shared OFFLINE.md).
// Where the package is absent we return null and firebase-tools downloads its own jar as usual.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KNOWN_JAR_PATHS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

function findDebianJar() {
  for (const path of KNOWN_JAR_PATHS) if (existsSync(path)) return path;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return files.split('\n').find((line) => line.endsWith('/cloud-firestore-emulator.jar')) ?? null;
  } catch {
    return null;
  }
}

/** Path of a launcher jar for the packaged emulator, built once into cacheDir; null when not packaged here. */
export function firestoreLauncherJar(cacheDir, javaBin) {
  const jar = findDebianJar();
  if (!jar) return null;
  const launcher = join(cacheDir, 'firestore-emulator-launcher.jar');
  if (existsSync(launcher)) return launcher;
  mkdirSync(cacheDir, { recursive: true });
  const manifest = join(cacheDir, 'firestore-launcher-manifest.txt');
  writeFileSync(
    manifest,
    `Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file://${jar}\n`,
  );
  const jarTool = javaBin ? join(javaBin, 'jar') : 'jar';
  try {
    execFileSync(jarTool, ['cfm', launcher, manifest], { stdio: 'inherit' });
  } catch {
    throw new Error(`Could not build ${launcher}: no working 'jar' tool beside the Java 21+ found. Install a JDK 21+.`);
  }
  return launcher;
}
