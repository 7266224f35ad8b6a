// What a run needs from the machine beyond node_modules, checked before minutes of building and testing:
// a Java 21+ (with its `jar` tool where the offline Firestore emulator is packaged) and, for runs that drive a
// browser, Chromium (installed when it may be).
import { ensureChromium } from './chromium.mjs';
import { CACHE_DIR } from './emulators.mjs';
import { firestoreLauncherJar } from './firestore-jar.mjs';
import { findJava21Bin } from './java.mjs';

/** Exits with the message saying what to install when the machine lacks something. */
export function preflight({ browser }) {
  try {
    const launcher = firestoreLauncherJar(CACHE_DIR, findJava21Bin());
    if (!launcher) {
      console.warn(
        'No google-cloud-cli-firestore-emulator package here: firebase-tools downloads its Firestore emulator on first start (needs internet).',
      );
    }
    if (browser) ensureChromium();
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
