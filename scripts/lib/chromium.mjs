// Debian's Chromium, the one browser the tests and the bench drive: where it is, the flags every launch uses,
// and making sure it is there before a run needs it. A fresh machine of ours has no Chromium; as root with
// apt-get the packages are installed on the spot, otherwise the run stops at once saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * The same Chromium built as a headless shell (no desktop browser's compositor and UI behind the page), the build
 * Playwright itself runs for headless tests: a browser journey costs about half the CPU of the full browser's.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** The bench's browser: the full Chromium, the one whose Lighthouse figures a visitor's browser matches. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
/** The browser tests' browser (CHROMIUM_PATH, when set, serves both). */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEBIAN_HEADLESS_SHELL;
/** Debian's packages of the two. */
export const DEBIAN_PACKAGES = ['chromium', 'chromium-headless-shell'];

/** Headless on a machine without a sandbox, GPU or internet: no QUIC, no update or sync traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The browser tests' flags: the same, with V8 running its interpreter and baseline code only, on the page's own
 * thread. A test's page lives seconds, too short for the optimizing compilers' work (and their threads') to pay
 * back; the bench keeps V8's defaults, which are what a visitor's browser runs (decision 23).
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--js-flags=--max-opt=1 --single-threaded'];

/** Set (to anything but '' or '0') to forbid the automatic apt-get install. */
export const NO_INSTALL_VARIABLE = 'TOOLSHOP_NO_CHROMIUM_INSTALL';
export const INSTALL_COMMAND = `apt-get update && apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;
const SUDO_INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;

/**
 * What to do about Chromium, from facts about this machine:
 * 'ready', 'install' (Debian's package, as root with apt-get), or 'stop' with the message to show.
 */
export function chromiumPlan({ path, executable, isRoot, hasAptGet, installForbidden }) {
  if (executable) return { action: 'ready' };
  if (path !== DEBIAN_CHROMIUM && path !== DEBIAN_HEADLESS_SHELL) {
    return {
      action: 'stop',
      message: `CHROMIUM_PATH is ${path}, which is not an executable file. Point it at a Chromium, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    };
  }
  const missing = `Chromium is missing: the browser tests drive Debian's ${DEBIAN_HEADLESS_SHELL} and the bench its ${DEBIAN_CHROMIUM}.`;
  if (installForbidden)
    return {
      action: 'stop',
      message: `${missing} Install it with \`${SUDO_INSTALL_COMMAND}\` (${NO_INSTALL_VARIABLE} is set, so it is not installed automatically).`,
    };
  if (!hasAptGet)
    return {
      action: 'stop',
      message: `${missing} This machine has no apt-get: install Debian's \`chromium\` and \`chromium-headless-shell\` packages, or set CHROMIUM_PATH to a Chromium.`,
    };
  if (!isRoot)
    return { action: 'stop', message: `${missing} Install it with \`${SUDO_INSTALL_COMMAND}\`, then run this again.` };
  return { action: 'install' };
}

/**
 * The facts chromiumPlan needs, read from this machine and process: `path` is the first browser missing (or the
 * browser there is), `executable` whether every browser a run drives is there.
 */
export function machineFacts(env = process.env) {
  const paths = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM];
  const path = paths.find((candidate) => !isExecutable(candidate)) ?? paths[0];
  return {
    path,
    executable: isExecutable(path),
    isRoot: process.getuid?.() === 0,
    hasAptGet: (env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, 'apt-get'))),
    installForbidden: !['', '0', undefined].includes(env[NO_INSTALL_VARIABLE]),
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command with the terminal's output; returns its exit code. */
function runCommand(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

/**
 * Makes sure Chromium is there: installs Debian's package when allowed, otherwise throws with what to run.
 * The dependencies are arguments so that the decision is tested without touching the machine.
 */
export function ensureChromium({ facts = machineFacts, run = runCommand, log = console.log } = {}) {
  const plan = chromiumPlan(facts());
  if (plan.action === 'ready') return;
  if (plan.action === 'stop') throw new Error(plan.message);
  log(`Chromium is missing: installing Debian's packages (${INSTALL_COMMAND})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    run('apt-get', ['update', '-qq'], env) !== 0 ||
    run('apt-get', ['install', '-y', '-qq', ...DEBIAN_PACKAGES], env) !== 0
  ) {
    throw new Error(
      `Installing Chromium failed (see apt-get's output above). Install it with \`${INSTALL_COMMAND}\`, then run this again.`,
    );
  }
  const after = facts();
  if (!after.executable)
    throw new Error(`apt-get installed ${DEBIAN_PACKAGES.join(' and ')}, but ${after.path} is still missing.`);
  log(`Chromium installed at ${DEBIAN_CHROMIUM} and ${DEBIAN_HEADLESS_SHELL}.`);
}
