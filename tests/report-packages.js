// Preloaded into a built server by tests/integration/packages-on-use.test.ts (NODE_OPTIONS=--import):
// on SIGUSR2 it writes the npm packages the process has loaded through CommonJS so far (every
// package that test looks for is CommonJS, also when the server imports it from an ES module) to
// REPORT_PACKAGES_FILE.
import fs from 'node:fs'
import { createRequire } from 'node:module'

const { cache } = createRequire(import.meta.url)

process.on('SIGUSR2', () => {
  const packages = new Set()
  for (const file of Object.keys(cache)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file.slice(file.lastIndexOf('node_modules/')))
    if (match) packages.add(match[1])
  }
  fs.writeFileSync(process.env.REPORT_PACKAGES_FILE, JSON.stringify([...packages].sort()))
})
