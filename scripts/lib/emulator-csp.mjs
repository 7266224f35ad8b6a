// The Content-Security-Policy of firebase.json names production's Firebase hosts. Pages served by the Hosting
// emulator talk to the Auth and Firestore emulators instead (web/src/lib/firebase-config.ts: the page's own host
// name, every port shifted by TOOLSHOP_PORT_OFFSET), and the Auth emulator serves the sign-in popup's iframe. The
// emulators' copy of the policy adds exactly those origins; everything else stays as deployed.

const CSP_HEADER = 'content-security-policy';
const PAGE_HOSTS = ['127.0.0.1', 'localhost'];

/** `headers` (firebase.json hosting.headers) with the emulators' origins added to each Content-Security-Policy. */
export function withEmulatorOrigins(headers, ports) {
  const origin = (port) => PAGE_HOSTS.map((host) => `http://${host}:${port}`);
  const extra = {
    'connect-src': [...origin(ports.auth), ...origin(ports.firestore)],
    'frame-src': origin(ports.auth),
  };
  return headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === CSP_HEADER ? { ...header, value: addSources(header.value, extra) } : header,
    ),
  }));
}

function addSources(policy, extra) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const sources = extra[directive.split(/\s+/)[0]];
      return sources ? `${directive} ${sources.join(' ')}` : directive;
    })
    .join('; ');
}
