// Where the running emulators are. `firebase emulators:exec` sets the Firestore/Auth hosts; the Hosting port
// follows the same TOOLSHOP_PORT_OFFSET as every other port (scripts/lib/emulators.mjs).
import { PROJECT_ID, ports } from '../../scripts/lib/emulators.mjs';

export { PROJECT_ID };
export const emulatorPorts = ports();
export const shopUrl = `http://127.0.0.1:${emulatorPorts.hosting}`;
export const authEmulatorUrl = `http://127.0.0.1:${emulatorPorts.auth}`;
export const firestoreEmulatorUrl = `http://127.0.0.1:${emulatorPorts.firestore}`;
/** The mail catcher (maildev) the test runner starts beside the emulators: web UI and REST API. */
export const mailCatcherUrl = `http://127.0.0.1:${emulatorPorts.mailWeb}`;
export const artifactsDir = new URL('../../artifacts/', import.meta.url).pathname;
