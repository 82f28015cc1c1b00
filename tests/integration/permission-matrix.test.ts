import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fingerprint, type Fingerprint } from '#tests/db-fingerprint.ts'
import { accessOf, routeTable } from '#tests/e2e/route-table.ts'
import { ACTION_MATRIX, type ActionForm, type MatrixEntry, type Who } from './permission-matrix/matrix.ts'
import { createRecords, type Records } from './permission-matrix/records.ts'
import { ROLES, startSite, type Answer, type Fields, type Role, type Site } from './permission-matrix/site.ts'

/**
 * Issue 37: every action of app/routes.ts, on the built server, judged by its effect on the whole
 * database rather than by the status of the page after it. Each form of ACTION_MATRIX is sent to the
 * route's `.data` endpoint (the action alone, as the browser's router sends it) by every role that
 * may not act, which must be refused the documented way while no row of any table changes; then by
 * the role that may act, which must change the database: proof that the form is real and valid.
 */

type Expectation =
  { kind: 'acts' } | { kind: 'skip' } | { kind: 'refused'; status: number; location?: string }

const THE_ACTOR: Record<Exclude<Who, 'everyone'>, Role> = {
  'signed-in': 'user',
  admin: 'admin',
  'admin-json': 'admin',
  learner: 'learner',
  owner: 'owner',
  'coach-owner': 'admin',
}

const signIn = (url: string) => ({
  kind: 'refused' as const,
  status: 302,
  location: `/signin?${new URLSearchParams({ redirectTo: url })}`,
})
const lockScreen = (url: string) => ({
  kind: 'refused' as const,
  status: 302,
  location: `/auth/boxed-lockscreen?${new URLSearchParams({ redirectTo: url })}`,
})

/** What `role` must get from an action that `who` may use. */
function expectation(who: Exclude<Who, 'everyone'>, role: Role, url: string): Expectation {
  if (role === THE_ACTOR[who]) return { kind: 'acts' }
  const locked = role === 'lockedUser' || role === 'lockedAdmin'
  if (who === 'admin-json') {
    if (role === 'visitor' || locked) return { kind: 'refused', status: 401 }
    return role === 'admin' ? { kind: 'skip' } : { kind: 'refused', status: 403 }
  }
  if (role === 'visitor') return signIn(url)
  if (locked) return lockScreen(url)
  if (who === 'signed-in') return { kind: 'skip' } // may act too; `user` is the one whose effect is checked
  if (who === 'admin') return { kind: 'refused', status: 302, location: '/' }
  return { kind: 'refused', status: who === 'learner' ? 403 : 404 }
}

const show = (answer: Answer) => JSON.stringify({ status: answer.status, location: answer.location })

/** The tables whose rows differ; the audit log alone is no effect (a refusal may be audited too). */
const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  )

/** A 4xx, or the guards' redirects: to sign in (with redirectTo), to the lock screen, home. */
const isRefusal = (answer: Answer) =>
  answer.status >= 400 ||
  (answer.location !== undefined && /^\/(signin\?redirectTo=|auth\/boxed-lockscreen|$)/.test(answer.location))

interface Sent {
  url: string
  fields: Fields
  label: string
}

const formData = (fields: Fields) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  return data
}

const routesWithActions = routeTable.filter((route) => route.hasAction)

describe('the action matrix, on the built server and a database of its own', () => {
  let site: Site
  let records: Records
  const counts = { routes: 0, forms: 0, validated: 0, refused: 0, effects: 0, open: 0 }

  beforeAll(async () => {
    site = await startSite()
    records = await createRecords(site)
  }, 600_000)
  afterAll(async () => {
    console.info(`action matrix: ${JSON.stringify(counts)}`)
    await site?.close()
  })

  test('every route with an action has an entry, and every entry a route with an action', () => {
    const missing = routesWithActions.filter((route) => !(route.key in ACTION_MATRIX))
    expect(
      missing.map((route) => `${route.key} (/${route.pattern})`),
      'routes with an action and no entry in ACTION_MATRIX of tests/integration/permission-matrix/matrix.ts',
    ).toEqual([])
    const stale = Object.keys(ACTION_MATRIX).filter(
      (key) => !routesWithActions.some((route) => route.key === key),
    )
    expect(stale, 'ACTION_MATRIX entries for routes that no longer exist or have no action').toEqual([])
    expect(routesWithActions.length).toBeGreaterThan(40)
  })

  test('those who may not act are refused and change nothing; the one who may, changes something', async () => {
    const wrong: string[] = []
    for (const route of routesWithActions) {
      const entry = ACTION_MATRIX[route.key]
      if (!entry) continue
      counts.routes += 1
      for (const form of entry.forms) {
        counts.forms += 1
        const label = `${route.key} (${accessOf(route)}) ${form.intent}`
        const fields = await Promise.resolve()
          .then(() => form.fields(records))
          .catch((error: unknown) => {
            wrong.push(`${label}: its record is missing (${String(error)})`)
          })
        if (!fields) continue
        if (form.valid) {
          counts.validated += 1
          if (!form.valid(formData(fields))) wrong.push(`${label}: the fields do not pass the route's schema`)
        }
        const who = form.who ?? entry.who
        const sent = { url: (form.at ?? entry.url)(records), fields, label }
        wrong.push(
          ...(await (who === 'everyone'
            ? sendOpenForm(entry, sent)
            : sendGuardedForm({ ...entry, who }, form, sent))),
        )
        if (entry.resetsSessions) await site.signInAgain()
      }
    }
    expect(wrong).toEqual([])
  }, 1_200_000)

  /** A public, identity or resource form: a visitor and a session of its own, never a server error. */
  async function sendOpenForm(entry: MatrixEntry, { url, fields, label }: Sent) {
    const wrong: string[] = []
    for (const cookie of ['', await site.spareCookie()]) {
      const answer = await site.send(url, fields, {
        role: 'visitor',
        cookie,
        resource: Boolean(entry.resource),
        method: entry.resource?.method,
      })
      counts.open += 1
      if (answer.status >= 500) wrong.push(`${label} ${cookie ? 'signed in' : 'visitor'}: ${show(answer)}`)
    }
    return wrong
  }

  async function sendGuardedForm(
    entry: MatrixEntry & { who: Exclude<Who, 'everyone'> },
    form: ActionForm,
    { url, fields, label }: Sent,
  ) {
    const send = (role: Role, cookie?: string) =>
      site.send(url, fields, {
        role,
        cookie,
        resource: Boolean(entry.resource),
        method: entry.resource?.method,
      })
    const wrong: string[] = []
    const actor = THE_ACTOR[entry.who]
    const actorCookie = form.spareActor ? await site.spareCookie() : undefined
    const before = await fingerprint(site.connection.db)
    for (const role of ROLES) {
      const expected = expectation(entry.who, role, url.split('?')[0] ?? url)
      if (expected.kind !== 'refused') continue
      const answer = await send(role)
      counts.refused += 1
      if (answer.status !== expected.status || (expected.location && answer.location !== expected.location))
        wrong.push(`${label} as ${role}: ${show(answer)}, expected ${show({ ...expected, body: '' })}`)
    }
    const afterRefusals = await fingerprint(site.connection.db)
    const touched = changedTables(before, afterRefusals)
    if (touched.length) wrong.push(`${label}: refused senders changed ${touched.join(', ')}`)

    const answer = await send(actor, actorCookie)
    const effect = changedTables(afterRefusals, await fingerprint(site.connection.db)).filter(
      (table) => table !== 'audit_event',
    )
    counts.effects += 1
    await form.settled?.(site.connection.db)
    if (isRefusal(answer))
      wrong.push(`${label} as ${actor}: refused ${show(answer)} ${answer.body.slice(0, 300)}`)
    else if (!effect.length && !form.readOnly)
      wrong.push(`${label} as ${actor}: ${show(answer)} but nothing changed`)
    return wrong
  }
})
