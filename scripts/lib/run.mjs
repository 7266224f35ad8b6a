import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/** Runs a command with inherited output; rejects with a clear message when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(failure(command, args, code, signal));
    });
  });
}

/** As run, with the command's output also written to logFile (which it replaces). */
export function runLogged(command, args, logFile, options = {}) {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      log.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      log.end(() => {
        if (code === 0) resolve();
        else reject(failure(command, args, code, signal));
      }),
    );
  });
}

/** The error of a failed command; `exitCode` tells a tool's findings from its crash where the tool says so. */
function failure(command, args, code, signal) {
  return Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), {
    exitCode: code,
  });
}

export function step(title) {
  console.log(`\n\u25b6 ${title}`);
}
