// `npm start` builds only when there is no build yet or a source file is newer than it.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const buildDir = process.env.BUILD_DIR ?? 'build'
const marker = path.join(buildDir, 'server/index.js')
const sources = ['app', 'server', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))))
}

const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building…')
  execSync('npx react-router build', { stdio: 'inherit' })
}
