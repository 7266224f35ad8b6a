// `npm run admin -- grant|revoke EMAIL [--project ID]`: gives or removes admin rights. Against the running
// emulators by default; against a real project with --project (Application Default Credentials).
// The rule itself (claim merged with other claims, users/{uid}.role mirror, never remove the last admin) is
// the API's own functions/src/users/set-admin-role.ts, bundled on the fly so both can never disagree.
import { build } from 'esbuild';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/emulators.mjs';
import { adminForEmulators, adminForProject } from './lib/admin-sdk.mjs';

const USAGE = 'Usage: npm run admin -- grant|revoke EMAIL [--project PROJECT_ID]';

async function loadSetAdminRole() {
  const result = await build({
    entryPoints: [join(ROOT, 'functions/src/users/set-admin-role.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module.setAdminRole;
}

/** Grants ('grant') or removes ('revoke') admin rights of EMAIL with the given Admin SDK handles. */
export async function changeAdminRights({ db, auth }, action, email) {
  if (action !== 'grant' && action !== 'revoke') throw new Error(USAGE);
  const setAdminRole = await loadSetAdminRole();
  return setAdminRole({ db, auth, now: () => new Date() }, email.trim().toLowerCase(), action === 'grant');
}

async function main(argv) {
  const projectFlag = argv.indexOf('--project');
  const projectId = projectFlag >= 0 ? argv[projectFlag + 1] : undefined;
  const positional = argv.filter((arg, i) => !arg.startsWith('--') && (projectFlag < 0 || i !== projectFlag + 1));
  const [action, email] = positional;
  if (!action || !email || (projectFlag >= 0 && !projectId)) throw new Error(USAGE);
  const admin = projectId ? adminForProject(projectId) : adminForEmulators();
  const { uid } = await changeAdminRights(admin, action, email);
  const where = projectId ? `project ${projectId}` : 'the emulators';
  console.log(`${email} (${uid}) ${action === 'grant' ? 'is now an admin' : 'is no longer an admin'} on ${where}.`);
  console.log('The user gets the new rights on their next sign-in or token refresh.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
