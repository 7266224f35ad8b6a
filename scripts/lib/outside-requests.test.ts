// The emulator log's warnings of requests that leave the machine, as firebase-tools 15.34 prints them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideRequests, outsideRequestsFailure } from './outside-requests.mjs';

const METADATA = 'http://169.254.169.254/computeMetadata/v1/instance/service-accounts/default/email';
const external = (url: string) =>
  `\u001b[33m\u001b[1m⚠  functions:\u001b[22m\u001b[39m External network resource requested!\n   - URL: "${url}"\n - Be careful, this may be a production service.`;
const googleApi = (url: string) =>
  `⚠  functions: Google API requested!\n   - URL: "${url}"\n   - Be careful, this may be a production service.`;
const quietLog = [
  'i  functions: Beginning execution of "us-central1-api"',
  '[hosting] Rewriting /api/order to http://127.0.0.1:5351/demo-toolshop/us-central1/api for local Function us-central1/api',
  'i  functions: Finished "us-central1-api" in 41.2ms',
].join('\n');

describe('outside requests in an emulator log', () => {
  it('finds none in a log of local requests only', () => {
    expect(outsideRequests(quietLog)).toEqual([]);
  });

  it('names each outside address once, coloured or not, external or a Google API', () => {
    const log = [
      quietLog,
      external(METADATA),
      quietLog,
      external(METADATA),
      googleApi('https://oauth2.googleapis.com/token'),
    ];
    expect(outsideRequests(log.join('\n'))).toEqual([METADATA, 'https://oauth2.googleapis.com/token']);
  });

  it('counts a Google library looking for the metadata server, in whichever process of the run', () => {
    const log = `${quietLog}\n(node:15887) MetadataLookupWarning: received unexpected error = Request failed with status code 403 code = UNKNOWN\n`;
    expect(outsideRequests(log)).toEqual([expect.stringContaining('http://169.254.169.254')]);
  });

  it('fails a run with a message naming the address and the log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'outside-requests-'));
    const clean = join(dir, 'clean.log');
    const leaking = join(dir, 'leaking.log');
    writeFileSync(clean, quietLog);
    writeFileSync(leaking, `${quietLog}\n${external(METADATA)}\n`);
    expect(outsideRequestsFailure(clean)).toBeUndefined();
    expect(outsideRequestsFailure(join(dir, 'missing.log'))).toBeUndefined();
    expect(outsideRequestsFailure(leaking)).toBe(
      `Nothing may leave the machine, but the functions asked an outside address (the Functions emulator's ` +
        `"External network resource requested!"): ${METADATA}. See ${leaking}.`,
    );
  });
});
