// The rules test environment: the real firestore.rules loaded into a project of its own on the running
// Firestore emulator, so clearFirestore() never touches the demo-toolshop data the API and browser tests use
// (the emulator runs with singleProjectMode false).
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';

export const RULES_PROJECT_ID = 'demo-toolshop-rules';
export const FIRESTORE_RULES_PATH = new URL('../../../firestore.rules', import.meta.url).pathname;

/** Host and port come from FIRESTORE_EMULATOR_HOST, which `firebase emulators:exec` sets. */
export function startRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  // Every denied request would otherwise print a PERMISSION_DENIED stack: denials are what we test for.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { rules: readFileSync(FIRESTORE_RULES_PATH, 'utf8') },
  });
}

/**
 * rules-unit-testing hands out the compat Firestore; the modular functions accept it (they unwrap it),
 * only the types differ. We write the tests with the modular API, as the web app does.
 */
export function modular(firestore: unknown): Firestore {
  return firestore as Firestore;
}
