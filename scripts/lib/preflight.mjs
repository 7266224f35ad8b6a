// What a run needs from the machine beyond node_modules, checked before minutes of building and testing:
// a Java 21+ for the Firestore emulator and, for runs that drive a browser, Chromium (installed when it may be).
import { ensureChromium } from './chromium.mjs';
import { findJava21Bin } from './java.mjs';

/** Exits with the message saying what to install when the machine lacks something. */
export function preflight({ browser }) {
  try {
    findJava21Bin();
    if (browser) ensureChromium();
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}
