// Nothing a local run does may reach an address outside the machine. The Functions emulator watches its workers'
// outgoing requests and warns of each new address that is not local (firebase-tools' functionsEmulatorRuntime.js):
//   ⚠  functions: External network resource requested!
//      - URL: "http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/email"
// and "Google API requested!" for googleapis.com. A Google library in any process of the run (firebase-tools itself
// included) that looked for the metadata server says "MetadataLookupWarning". These read such warnings back out of
// an emulator log.
import { existsSync, readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const WARNING = /(?:External network resource|Google API) requested!\s*-\s*URL:\s*"([^"]*)"/g;
const METADATA_LOOKUP = /MetadataLookupWarning/;
const METADATA_SERVER =
  'http://169.254.169.254 (a Google library looking for the metadata server: MetadataLookupWarning)';

/** Every address outside the machine the log says a function asked for, each once, in order of first request. */
export function outsideRequests(logText) {
  const text = logText.replace(ANSI, '');
  const urls = Array.from(text.matchAll(WARNING), (match) => match[1]);
  if (METADATA_LOOKUP.test(text)) urls.push(METADATA_SERVER);
  return [...new Set(urls)];
}

/** A failure message naming each outside address the log holds, or undefined when it holds none (or is missing). */
export function outsideRequestsFailure(logFile) {
  if (!existsSync(logFile)) return undefined;
  const urls = outsideRequests(readFileSync(logFile, 'utf8'));
  if (!urls.length) return undefined;
  return (
    `Nothing may leave the machine, but the functions asked ${urls.length === 1 ? 'an outside address' : 'outside addresses'}` +
    ` (the Functions emulator's "External network resource requested!"): ${urls.join(', ')}. See ${logFile}.`
  );
}
