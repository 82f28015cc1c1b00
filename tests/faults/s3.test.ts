import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openConnection, type Connection } from '#server/db/connection.server.ts'
import { ensureBuild, freePort, startBuiltServer, type BuiltServer } from '#tests/built-server.ts'
import { createScratchDatabase, type ScratchDatabase } from '#tests/db.ts'
import { S3_BUCKET, testImage } from '#tests/media.ts'
import { createAdmin, faultServerEnv, signIn, stopSites } from './site.ts'
import { between, describeSamples, driveTraffic } from './traffic.ts'

/**
 * The S3-compatible bucket goes away under a running site (STORAGE_URL=s3://…, s3rver stopped) and
 * comes back: uploads answer storage/retry-limit-exceeded with 503 and store nothing, pages keep
 * answering, stored files answer 503 (not 500), and once the bucket is back everything works again
 * without a restart (docs/decisions/029-mail-queue.md).
 */

let database: ScratchDatabase
let connection: Connection
let dataDir: string
/** The running bucket server; undefined while the test has it stopped. */
let s3: S3rver | undefined
let s3Port: number
let site: BuiltServer | undefined
let cookie = ''

const startS3 = async (port: number) => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(dataDir, 's3'),
    configureBuckets: [{ name: S3_BUCKET }],
  })
  return (await s3.run()).port
}

beforeAll(async () => {
  ensureBuild()
  database = await createScratchDatabase('sqlite')
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-s3-'))
  s3Port = await startS3(0)
  const port = await freePort()
  site = await startBuiltServer(port, {
    ...faultServerEnv(dataDir, port),
    DATABASE_URL: database.url,
    STORAGE_URL: `s3://${S3_BUCKET}/site`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  connection = openConnection(database.url)
  cookie = await signIn(site.origin, createAdmin(database.url))
}, 600_000)

afterAll(async () => {
  await stopSites(site)
  await connection?.close()
  await s3?.close()
  await database?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function upload(name: string, width: number) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(await testImage(width, 40))], { type: 'image/png' }), name)
  form.set('alt', name)
  const response = await fetch(
    `${site!.origin}/api/storage/v0/b/default/o?${new URLSearchParams({ name, lng: 'es' })}`,
    {
      method: 'POST',
      headers: { Cookie: cookie },
      body: form,
    },
  )
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { name?: string; error?: { code: string; message: string } },
  }
}

const mediaRows = () => connection.db.selectFrom('media').select(['name', 'alt']).execute()

test('uploads during an S3 outage answer 503 and store nothing; pages answer; it recovers alone', async () => {
  const before = await upload('antes.png', 64)
  expect(before.status, site!.output()).toBe(200)
  const stored = before.body.name ?? ''

  const traffic = driveTraffic(
    site!.origin,
    {
      home: () => ({ path: '/' }),
      concepts: () => ({ path: '/conceptos' }),
      picture: () => ({ path: `/media/${stored}` }),
    },
    { everyMs: 250 },
  )
  await new Promise((resolve) => setTimeout(resolve, 1_000))

  await s3!.close()
  s3 = undefined
  const outageFrom = traffic.now()
  const during = await upload('durante.png', 72)
  expect(during.status).toBe(503)
  expect(during.retryAfter).toMatch(/^\d+$/)
  expect(during.body.error).toEqual({
    code: 'storage/retry-limit-exceeded',
    message:
      'El almacén de archivos no responde y el archivo no se ha guardado. Vuelve a intentarlo en unos minutos.',
  })
  // Nothing half-stored: no row for a file the bucket never took.
  expect((await mediaRows()).map((row) => row.alt)).toEqual(['antes.png'])
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const outageTo = traffic.now()

  await startS3(s3Port)
  const after = await upload('despues.png', 80)
  expect(after.status, site!.output()).toBe(200)
  expect((await mediaRows()).map((row) => row.alt).sort()).toEqual(['antes.png', 'despues.png'])
  const served = await fetch(`${site!.origin}/media/${after.body.name ?? ''}`)
  expect(served.status).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 1_000))

  const samples = await traffic.stop()
  const pages = samples.filter((s) => s.kind !== 'picture')
  expect(
    pages.filter((s) => s.status !== 200),
    describeSamples(pages),
  ).toEqual([])
  const pictures = samples.filter((s) => s.kind === 'picture')
  // The stored picture: 200 before and after, 503 (never 500, never a hang) while the bucket is gone.
  expect(
    pictures.filter((s) => ![200, 503].includes(s.status)),
    describeSamples(pictures),
  ).toEqual([])
  // A request that starts just before the bucket is back may be answered by it (a loaded machine
  // takes a while to send it): the window ends half a second early, as it starts half a second late.
  const whileDown = between(pictures, outageFrom + 500, outageTo - 500)
  expect(whileDown.length).toBeGreaterThan(0)
  expect(
    whileDown.filter((s) => s.status !== 503),
    describeSamples(whileDown),
  ).toEqual([])
  expect(whileDown.every((s) => s.retryAfter !== null)).toBe(true)
  expect(pictures.at(-1)?.status).toBe(200)
})
