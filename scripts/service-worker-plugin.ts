import { createHash } from 'node:crypto'
import { build, type Plugin } from 'vite'

const ENTRY = 'app/pwa/service-worker.ts'

/**
 * After the browser build, bundles the service worker (app/pwa/service-worker.ts and what it
 * imports) into one classic script at the site's root, `/sw.js`, so its scope is the whole site.
 * Vite builds it as a library of its own: no worker plugin to keep in step with React Router's.
 * The build's id (a hash of the client files' names) names the worker's shell cache.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const buildId = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('base64url')
        .slice(0, 12)
      await build({
        configFile: false,
        logLevel: 'warn',
        define: { __PWA_BUILD__: JSON.stringify(buildId) },
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: { entry: ENTRY, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
        },
      })
    },
  }
}
