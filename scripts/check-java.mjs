// Fails with a clear message when no Java 21+ is installed (the Firestore emulator needs it).
import { findJava21Bin } from './lib/java.mjs';

try {
  const bin = findJava21Bin();
  console.log(`Java 21+ found${bin ? ` in ${bin}` : ' on PATH'}.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
