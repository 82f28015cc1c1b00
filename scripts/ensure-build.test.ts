import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, expect, test } from 'vitest'

const script = path.resolve('scripts/ensure-build.js')
const run = promisify(execFile)
let dir: string

/**
 * A project folder with one source file and a stand-in `npx` first on PATH: "building" appends a
 * line to builds.log (slowly, so callers overlap) and writes the build's marker file.
 */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ensure-build-'))
  fs.mkdirSync(path.join(dir, 'app'))
  fs.writeFileSync(path.join(dir, 'app/root.tsx'), 'export {}')
  fs.mkdirSync(path.join(dir, 'bin'))
  const npx = path.join(dir, 'bin/npx')
  fs.writeFileSync(
    npx,
    '#!/bin/sh\necho "$@" >> builds.log\nsleep 0.3\nmkdir -p build/server && touch build/server/index.js\n',
  )
  fs.chmodSync(npx, 0o755)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const ensureBuild = () =>
  run(process.execPath, [script], {
    cwd: dir,
    env: { PATH: `${path.join(dir, 'bin')}:${process.env.PATH}` },
  })
const builds = () => fs.readFileSync(path.join(dir, 'builds.log'), 'utf8').trim().split('\n').length
const touch = (file: string, secondsFromNow: number) => {
  const when = new Date(Date.now() + secondsFromNow * 1000)
  fs.utimesSync(path.join(dir, file), when, when)
}

test('builds when there is no build, then not again while the build is newer than every source', async () => {
  await ensureBuild()
  expect(builds()).toBe(1)
  await ensureBuild()
  expect(builds()).toBe(1)
})

test('rebuilds when a source is newer than the build', async () => {
  await ensureBuild()
  touch('app/root.tsx', 60)
  await ensureBuild()
  expect(builds()).toBe(2)
})

test('callers starting together build once and leave no lock behind', async () => {
  await Promise.all([ensureBuild(), ensureBuild(), ensureBuild()])
  expect(builds()).toBe(1)
  expect(fs.readdirSync(dir)).not.toContain('build.building')
})
