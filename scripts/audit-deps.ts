// npm run audit:deps — the dependency check that works on our machines (docs/decisions/009-npm-audit.md).
//
// 1. The lockfile, offline: every package that npm installs on this platform is pinned by a sha512
//    integrity hash, and any recorded source is an https tarball of the npm registry (no git, file
//    or plain-http sources). A finding fails the run.
// 2. The advisories: `npm audit --omit=dev`. A high or critical advisory fails the run. When the
//    advisory service cannot be reached (our registry mirror answers 405; no network), the run says
//    so and passes: a registry hiccup is not a fault in our dependencies.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

interface LockEntry {
  resolved?: string
  integrity?: string
  link?: boolean
  optional?: boolean
  os?: string[]
  cpu?: string[]
}

const REGISTRY_TARBALL = /^https:\/\/registry\.npmjs\.org\/.+\.tgz$/

/** The lockfile's problems, one line each. */
export function lockfileProblems(packages: Record<string, LockEntry>): string[] {
  const problems: string[] = []
  for (const [where, entry] of Object.entries(packages)) {
    if (!where || entry.link) continue
    // Other platforms' native builds (scripts/lockfile-platforms.js) are never fetched here.
    const otherPlatform = entry.optional && (entry.os || entry.cpu) && !entry.integrity
    if (!otherPlatform && !entry.integrity?.startsWith('sha512-'))
      problems.push(`${where}: no sha512 integrity hash`)
    if (entry.resolved && !REGISTRY_TARBALL.test(entry.resolved))
      problems.push(`${where}: installed from ${entry.resolved}, not the npm registry`)
  }
  return problems
}

type AuditOutcome =
  | { kind: 'unreachable'; reason: string }
  | { kind: 'done'; counts: Record<string, number>; serious: string[] }

/** `npm audit --omit=dev --json`, read; anything but an audit report means the service was not reached. */
export function readAudit(stdout: string): AuditOutcome {
  let report: {
    message?: string
    error?: { code?: string; summary?: string }
    metadata?: { vulnerabilities?: Record<string, number> }
    vulnerabilities?: Record<string, { severity: string; range?: string }>
  }
  try {
    report = JSON.parse(stdout) as typeof report
  } catch {
    return { kind: 'unreachable', reason: 'no report (npm printed no JSON)' }
  }
  const counts = report.metadata?.vulnerabilities
  if (!counts) {
    const reason = report.message || report.error?.code || report.error?.summary || 'no report'
    return { kind: 'unreachable', reason }
  }
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => `${name} (${v.severity}${v.range ? `, ${v.range}` : ''})`)
  return { kind: 'done', counts, serious }
}

function main() {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const problems = lockfileProblems(lock.packages)
  const total = Object.keys(lock.packages).length - 1
  if (problems.length) console.error(`Lockfile: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  else console.log(`Lockfile: ${total} packages checked: pinned by sha512, from the npm registry.`)

  const npm = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })
  const audit = readAudit(npm.stdout ?? '')
  if (audit.kind === 'unreachable')
    console.warn(`Advisories: not checked, the advisory service could not be reached (${audit.reason}).`)
  else {
    const summary = Object.entries(audit.counts)
      .filter(([key]) => key !== 'total')
      .map(([severity, n]) => `${severity} ${n}`)
      .join(', ')
    console.log(`Advisories (production dependencies): ${summary}.`)
    if (audit.serious.length) console.error(`High or critical:\n  ${audit.serious.join('\n  ')}`)
  }
  if (problems.length || (audit.kind === 'done' && audit.serious.length)) process.exitCode = 1
}

if (import.meta.url === `file://${process.argv[1]}`) main()
