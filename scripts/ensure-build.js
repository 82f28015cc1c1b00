// Builds only when there is no build yet or a source file is newer than it (`npm start`, the bench,
// the integration tests that start the built server). Callers running at once build once: the first
// takes a lock folder beside the build, the others wait for it and then find the build fresh.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const buildDir = process.env.BUILD_DIR ?? 'build'
const marker = path.join(buildDir, 'server/index.js')
const lock = `${path.resolve(buildDir)}.building`
const sources = ['app', 'server', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 10 * 60_000

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

function builtAt() {
  return fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0
}

const isStale = () => builtAt() < Math.max(...sources.map(newestMtime))

function takeLock() {
  for (;;) {
    try {
      fs.mkdirSync(lock)
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      const age = Date.now() - fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true })
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    }
  }
}

if (isStale()) {
  takeLock()
  try {
    // Another caller may have built while this one waited for the lock.
    if (isStale()) {
      console.log(builtAt() ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
      execSync('npx react-router build', { stdio: 'inherit' })
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}
