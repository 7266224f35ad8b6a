// Sends generated requests for one API call and checks the two rules of the bad-input tests: every answer is a
// 4xx with a message (never a 5xx, never a success), and the shop's data is the same afterwards.
// Inputs come from fc.sample with a fixed seed, so a failure replays exactly. All of them go to the API's own
// app in this process (in-process-api.ts); the first HOSTING_SAMPLE of them also go through Hosting and the
// Functions emulator, and must get the same status there.
import fc from 'fast-check';
import { changedPaths, takeSnapshot, type Snapshot } from './firestore-snapshot';
import { isRefusalWithMessage, isRefusedByRuntime, sendRaw, type RawAnswer, type RawRequest } from './raw-request';
import { seedFor } from './seed';

/** The minimum of generated inputs per call. */
export const INPUTS_PER_CALL = 1000;
/** How many of them also go through Hosting (one Functions emulator worker per request in flight). */
export const HOSTING_SAMPLE = 10;

type Failure = { via: string; request: Omit<RawRequest, 'token' | 'body'> & { body?: string }; answer: RawAnswer };

export interface FuzzFigures {
  call: string;
  seed: number;
  tried: number;
  triedThroughHosting: number;
  refused: number;
  refusedByRuntime: number;
  serverErrors: number;
  accepted: number;
  statuses: Record<string, number>;
  hostingDisagreements: number;
  changes: string[];
  /** The first few requests whose answer broke a rule, for replay. */
  failures: Failure[];
  seconds: number;
  /** Of `seconds`, the in-process requests' share (the rest is the Hosting sample's). */
  inProcessSeconds: number;
  /** Apart from `seconds`: generating the inputs, and the snapshot after them. */
  generateSeconds: number;
  snapshotSeconds: number;
}

async function sendAll(requests: RawRequest[], baseUrl: string | undefined, inFlight: number): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await sendRaw(requests[index]!, baseUrl);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return answers;
}

const printable = (request: RawRequest): Failure['request'] => {
  const { token: _token, body, ...rest } = request;
  return { ...rest, body: typeof body === 'string' ? body.slice(0, 300) : body ? '(binary or form)' : undefined };
};

export async function fuzzCall(
  call: string,
  arbitrary: fc.Arbitrary<RawRequest>,
  inProcessUrl: string,
  options: {
    /** Spreads requests over several accounts (request i gets tokens[i % n]), so they do not contend for one. */
    tokens?: string[];
    /** Environment for the in-process app only (it reads its configuration per request). */
    inProcessEnv?: Record<string, string>;
    /** Runs between the in-process requests and the Hosting sample. */
    beforeHosting?: () => Promise<void>;
    /** Requests in flight against the in-process app (default 8). */
    inFlight?: number;
    /**
     * The shop as it stood before this call, when the caller has it (the previous call's `after`): one snapshot per
     * call instead of two, since a snapshot reads every document.
     */
    before?: Snapshot;
  } = {},
): Promise<FuzzFigures & { after: Snapshot }> {
  const seed = seedFor(call);
  const tokens = options.tokens;
  const generating = Date.now();
  const requests = fc
    .sample(arbitrary, { seed, numRuns: INPUTS_PER_CALL })
    .map((r, i) => (tokens ? { ...r, token: tokens[i % tokens.length] } : r));
  const generateSeconds = (Date.now() - generating) / 1000;
  const before = options.before ?? (await takeSnapshot());
  const started = Date.now();
  const sample = requests.slice(0, HOSTING_SAMPLE);
  const saved = Object.fromEntries(Object.keys(options.inProcessEnv ?? {}).map((name) => [name, process.env[name]]));
  Object.assign(process.env, options.inProcessEnv);
  let answers: RawAnswer[];
  try {
    answers = await sendAll(requests, inProcessUrl, options.inFlight ?? 8);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  const inProcessSeconds = (Date.now() - started) / 1000;
  // After the in-process requests, not beside them: a Hosting request sent beside them on a loaded machine once
  // waited past the Functions emulator's timeout (504).
  await options.beforeHosting?.();
  const hostingAnswers = await sendAll(sample, undefined, 2);
  const seconds = (Date.now() - started) / 1000;
  const after = await takeSnapshot();
  const snapshotSeconds = (Date.now() - started) / 1000 - seconds;
  const changes = changedPaths(before, after);

  const ok = (answer: RawAnswer) => isRefusalWithMessage(answer) || isRefusedByRuntime(answer);
  const statuses: Record<string, number> = {};
  const failures: Failure[] = [];
  answers.forEach((answer, index) => {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (!ok(answer) && failures.length < 10)
      failures.push({ via: 'in-process', request: printable(requests[index]!), answer });
  });
  let hostingDisagreements = 0;
  hostingAnswers.forEach((answer, index) => {
    if (answer.status !== answers[index]!.status && !isRefusedByRuntime(answer)) hostingDisagreements++;
    if (!ok(answer) && failures.length < 10)
      failures.push({ via: 'hosting', request: printable(sample[index]!), answer });
  });
  const all = [...answers, ...hostingAnswers];
  const figures: FuzzFigures = {
    call,
    seed,
    tried: answers.length,
    triedThroughHosting: hostingAnswers.length,
    refused: all.filter(ok).length,
    refusedByRuntime: all.filter(isRefusedByRuntime).length,
    serverErrors: all.filter((a) => a.status >= 500).length,
    accepted: all.filter((a) => a.status < 400).length,
    statuses,
    hostingDisagreements,
    changes,
    failures,
    seconds,
    inProcessSeconds,
    generateSeconds,
    snapshotSeconds,
  };
  if (failures.length || changes.length || hostingDisagreements)
    console.log(`${call}: seed ${seed} (replay with SECURITY_SEED)`, JSON.stringify(figures, null, 2));
  return { ...figures, after };
}
