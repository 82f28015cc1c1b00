import { describe, expect, test } from 'vitest'
import { lockfileProblems, readAudit } from './audit-deps.ts'

describe('npm run audit:deps', () => {
  test('the lockfile check refuses unpinned packages and sources other than the npm registry', () => {
    const sha = 'sha512-abc'
    expect(
      lockfileProblems({
        '': {},
        'node_modules/ok': { integrity: sha, resolved: 'https://registry.npmjs.org/ok/-/ok-1.0.0.tgz' },
        'node_modules/pinned-only': { integrity: sha },
        'node_modules/from-git': { integrity: sha, resolved: 'git+ssh://git@github.com/x/y.git' },
        'node_modules/no-hash': { resolved: 'https://registry.npmjs.org/no-hash/-/no-hash-1.0.0.tgz' },
        'node_modules/@rollup/rollup-win32-x64-msvc': { optional: true, os: ['win32'], cpu: ['x64'] },
        'node_modules/local': { link: true },
      }),
    ).toEqual([
      'node_modules/from-git: installed from git+ssh://git@github.com/x/y.git, not the npm registry',
      'node_modules/no-hash: no sha512 integrity hash',
    ])
  })

  test('an unreachable advisory service is reported as such, not as a clean or failed audit', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST …/advisories/bulk',
      statusCode: 405,
    })
    expect(readAudit(refused)).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST …/advisories/bulk',
    })
    expect(readAudit('')).toMatchObject({ kind: 'unreachable' })
  })

  test('high and critical advisories are listed; lower ones are only counted', () => {
    const report = {
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 } },
      vulnerabilities: {
        'some-lib': { severity: 'high', range: '<2.0.1' },
        'other-lib': { severity: 'low' },
      },
    }
    expect(readAudit(JSON.stringify(report))).toEqual({
      kind: 'done',
      counts: report.metadata.vulnerabilities,
      serious: ['some-lib (high, <2.0.1)'],
    })
  })
})
