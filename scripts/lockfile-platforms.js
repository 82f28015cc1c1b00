// Our npm registry mirror only carries the native packages of some platforms, so `npm install`
// leaves the other platforms' optional packages (rollup, esbuild, tailwind oxide…) out of
// package-lock.json, and `npm ci` then refuses the lock as "out of sync". This adds those entries
// back as optional, platform-restricted packages that npm skips on every other machine.
// Run after changing dependencies: `node scripts/lockfile-platforms.js`.
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const platforms = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'netbsd',
  'wasm32',
]
const cpus = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'mips64el', 'wasm32']

function guess(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => platforms.includes(p)) ?? (name === 'fsevents' ? 'darwin' : undefined)
  const cpu =
    parts.find((p) => cpus.includes(p)) ??
    parts.find((p) => p.startsWith('arm') && cpus.includes(p.replace(/eabihf|eabi/, '')))
  return { os, cpu: cpu?.replace(/eabihf|eabi/, '') }
}

let added = 0
for (const [at, entry] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = at ? `${at}/node_modules/` : 'node_modules/'
    if (lock.packages[`${base}${name}`] || lock.packages[`node_modules/${name}`]) continue
    const { os, cpu } = guess(name)
    if (!os) continue // not a platform package: leave npm's own resolution alone
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[~^]/, ''),
      optional: true,
      ...(os === 'wasm32' ? { cpu: ['wasm32'] } : { os: [os] }),
      ...(cpu && os !== 'wasm32' ? { cpu: [cpu] } : {}),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform-specific optional entries added`)
