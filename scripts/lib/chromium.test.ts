import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_FLAGS,
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  NO_INSTALL_VARIABLE,
  TEST_CHROMIUM_FLAGS,
  chromiumPlan,
  ensureChromium,
  machineFacts,
} from './chromium.mjs';

const freshRootMachine = {
  path: DEBIAN_CHROMIUM,
  executable: false,
  isRoot: true,
  hasAptGet: true,
  installForbidden: false,
};

describe('chromiumPlan', () => {
  it('is ready when the browser is there, whatever else holds', () => {
    expect(chromiumPlan({ ...freshRootMachine, executable: true, isRoot: false, hasAptGet: false }).action).toBe(
      'ready',
    );
  });

  it("installs Debian's packages as root with apt-get, when either browser is missing", () => {
    expect(chromiumPlan(freshRootMachine).action).toBe('install');
    expect(chromiumPlan({ ...freshRootMachine, path: DEBIAN_HEADLESS_SHELL }).action).toBe('install');
  });

  it('stops with the sudo command for a user who is not root', () => {
    const plan = chromiumPlan({ ...freshRootMachine, isRoot: false });
    expect(plan).toEqual({
      action: 'stop',
      message: expect.stringContaining(
        'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
      ),
    });
  });

  it('stops on a machine without apt-get', () => {
    const plan = chromiumPlan({ ...freshRootMachine, hasAptGet: false });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('no apt-get');
    expect(plan.message).toContain('CHROMIUM_PATH');
  });

  it('stops when the install is forbidden, and names the variable', () => {
    const plan = chromiumPlan({ ...freshRootMachine, installForbidden: true });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain(NO_INSTALL_VARIABLE);
  });

  it('never installs over a CHROMIUM_PATH of its own that is missing', () => {
    const plan = chromiumPlan({ ...freshRootMachine, path: '/opt/chromium/chrome' });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('/opt/chromium/chrome');
  });
});

describe('machineFacts', () => {
  it('reads the opt-out variable: set forbids, empty or 0 allows', () => {
    expect(machineFacts({ [NO_INSTALL_VARIABLE]: '1' }).installForbidden).toBe(true);
    expect(machineFacts({ [NO_INSTALL_VARIABLE]: '0' }).installForbidden).toBe(false);
    expect(machineFacts({ [NO_INSTALL_VARIABLE]: '' }).installForbidden).toBe(false);
    expect(machineFacts({}).installForbidden).toBe(false);
  });

  it('takes CHROMIUM_PATH, and finds no apt-get on an empty PATH', () => {
    const facts = machineFacts({ CHROMIUM_PATH: '/nowhere/chromium', PATH: '' });
    expect(facts).toMatchObject({ path: '/nowhere/chromium', executable: false, hasAptGet: false });
  });
});

describe('ensureChromium', () => {
  function fakeMachine(installs: boolean, exitCodes: number[] = [0, 0]) {
    const commands: string[] = [];
    let installed = false;
    return {
      commands,
      deps: {
        facts: () => ({ ...freshRootMachine, executable: installed }),
        run: (command: string, args: string[], env: NodeJS.ProcessEnv) => {
          commands.push(`${env.DEBIAN_FRONTEND} ${command} ${args.join(' ')}`);
          const code = exitCodes[commands.length - 1] ?? 0;
          if (code === 0 && args.includes('install') && installs) installed = true;
          return code;
        },
        log: () => {},
      },
    };
  }

  it('does nothing when the browser is there', () => {
    const run = () => {
      throw new Error('must not run anything');
    };
    expect(() =>
      ensureChromium({ facts: () => ({ ...freshRootMachine, executable: true }), run, log: () => {} }),
    ).not.toThrow();
  });

  it('updates the package lists, then installs both browsers, non-interactively and quietly', () => {
    const { commands, deps } = fakeMachine(true);
    ensureChromium(deps);
    expect(commands).toEqual([
      'noninteractive apt-get update -qq',
      'noninteractive apt-get install -y -qq chromium chromium-headless-shell',
    ]);
  });

  it('fails with the command to run when apt-get fails, and installs nothing after a failed update', () => {
    const { commands, deps } = fakeMachine(true, [100]);
    expect(() => ensureChromium(deps)).toThrow('apt-get update && apt-get install -y chromium chromium-headless-shell');
    expect(commands).toEqual(['noninteractive apt-get update -qq']);
  });

  it('fails when the package installed but the browser is still not there', () => {
    const { deps } = fakeMachine(false);
    expect(() => ensureChromium(deps)).toThrow(`${DEBIAN_CHROMIUM} is still missing`);
  });

  it("throws the plan's message, running nothing, when it may not install", () => {
    const { commands, deps } = fakeMachine(true);
    deps.facts = () => ({ ...freshRootMachine, isRoot: false, executable: false });
    expect(() => ensureChromium(deps)).toThrow('sudo apt-get update');
    expect(commands).toEqual([]);
  });
});

describe('the flags', () => {
  it("leave V8 as a visitor's browser runs it for the bench, and keep the browser tests to its cheaper tiers", () => {
    expect(CHROMIUM_FLAGS.some((flag) => flag.startsWith('--js-flags'))).toBe(false);
    expect(TEST_CHROMIUM_FLAGS).toEqual([...CHROMIUM_FLAGS, '--js-flags=--max-opt=1 --single-threaded']);
  });
});
