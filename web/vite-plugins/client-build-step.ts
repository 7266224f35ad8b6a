// A build step that runs once the client build is written, with vite's resolved config; never in the server (SSR)
// build. `last`: after every other plugin's closeBundle (the prerender writes the last page there).
import type { Plugin, ResolvedConfig } from 'vite';

export function clientBuildStep(
  name: string,
  run: (config: ResolvedConfig) => Promise<void>,
  when: 'written' | 'last' = 'written',
): Plugin {
  let config: ResolvedConfig;
  const step = async () => {
    if (!config.build.ssr) await run(config);
  };
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    ...(when === 'last' ? { closeBundle: { order: 'post', handler: step } } : { writeBundle: step }),
  };
}
