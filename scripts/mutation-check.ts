// Mutation checks (not run in CI): breaks the code on purpose, one break at a time, in a copy of the
// repository, and tells whether the tests meant to guard it notice. Run: npx tsx scripts/mutation-check.ts
// [name…]. Each break is one line of BREAKS: the file, the exact text to replace (it must occur once),
// what it becomes, and the narrow tests to run; `build` rebuilds the app first (for tests of the built
// server, before the tests, so a slow build never eats a test's own time limit). Prints "caught" (a test failed) or "MISSED" (all passed) per break; exits 1 when one is missed.
import { execSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

interface Break {
  name: string
  file: string
  from: string
  to: string
  tests: string[]
  build?: boolean
}

const MATRIX = 'npx vitest run tests/integration/permission-matrix.test.ts'

// One line per break.
// prettier-ignore
const BREAKS: Break[] = [
  { name: 'drill editor action open to any signed-in user', file: 'server/content/admin-editor.server.ts', from: "const user = await requireRole(request, 'admin')\n  assertSameOrigin(request)\n  const id = idParam(params.id)", to: "const user = await requireRole(request, 'admin', 'user') // as requireUser\n  assertSameOrigin(request)\n  const id = idParam(params.id)", tests: [MATRIX], build: true },
  { name: 'user-detail action open to plain users', file: 'app/routes/admin/user-detail.tsx', from: "const user = await requireRole(request, 'admin')\n  assertSameOrigin(request)\n  const person", to: "const user = await requireRole(request, 'admin', 'user')\n  assertSameOrigin(request)\n  const person", tests: [MATRIX], build: true },
  { name: 'lesson enrolment check removed', file: 'server/courses/learning.server.ts', from: 'const enrollment = await findEnrollment(db, userId, courseId)\n  if (!enrollment) return null', to: "const enrollment = (await findEnrollment(db, userId, courseId)) ?? { purchasedAt: new Date(0).toISOString(), lastLessonId: null }", tests: [MATRIX], build: true },
  { name: 'isShareableDocument always true', file: 'server/html-cache/page-policy.server.ts', from: "  return (\n    (input.method === 'GET'", to: "  return true || (\n    (input.method === 'GET'", tests: ['npx vitest run server/html-cache/page-policy.server.test.ts'] },
  { name: 'one CSP nonce for every response', file: 'server/http/security-headers.server.ts', from: "const nonce = randomBytes(18).toString('base64')", to: "const nonce = 'c2FtZS1ub25jZS1mb3ItYWxsLXJlc3BvbnNlcw=='", tests: ['npx playwright test tests/e2e/security-headers.spec.ts'], build: true },
]

const run = (command: string, cwd: string) =>
  spawnSync(command, { cwd, shell: true, stdio: 'inherit', env: { ...process.env, NODE_ENV: undefined } })
    .status === 0

function copyOfHead(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mutation-check-'))
  execSync(`git archive HEAD | tar -x -C ${dir}`, { stdio: 'inherit' })
  execSync(`cp -al ${path.resolve('node_modules')} ${path.join(dir, 'node_modules')}`)
  return dir
}

function check(dir: string, item: Break): string {
  const file = path.join(dir, item.file)
  const original = fs.readFileSync(file, 'utf8')
  if (original.split(item.from).length !== 2)
    return 'NOT APPLIED (the text to replace is not there exactly once)'
  fs.writeFileSync(file, original.replace(item.from, item.to))
  try {
    if (item.build && !run('NODE_ENV=production node scripts/ensure-build.js', dir)) return 'BUILD FAILED'
    return item.tests.every((command) => run(command, dir)) ? 'MISSED' : 'caught'
  } finally {
    fs.writeFileSync(file, original)
  }
}

const wanted = process.argv.slice(2)
const dir = copyOfHead()
const results = BREAKS.filter(
  (item) => !wanted.length || wanted.some((name) => item.name.includes(name)),
).map((item) => ({ name: item.name, result: check(dir, item), tests: item.tests.join(' && ') }))
fs.rmSync(dir, { recursive: true, force: true })
console.log('\nMutation checks:')
for (const { name, result, tests } of results) console.log(`  ${result.padEnd(8)} ${name}  (${tests})`)
process.exitCode = results.every((item) => item.result === 'caught') ? 0 : 1
