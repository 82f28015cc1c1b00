import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { sql } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { openConnection, type Connection } from './connection.server.ts'

/** Another connection to the same file, in a thread of its own: it writes one row when asked. */
const OTHER_WRITER = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require('better-sqlite3')
const db = new Database(workerData.file)
db.pragma('busy_timeout = 5000')
parentPort.once('message', () => {
  db.prepare("insert into note (body) values ('from another connection')").run()
  db.close()
  parentPort.postMessage('written')
})
`

let dir = ''
let connection: Connection | undefined
afterEach(async () => {
  await connection?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

test('a transaction that reads, then writes, waits for another connection instead of failing', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-immediate-'))
  const file = path.join(dir, 'site.db')
  connection = openConnection(`file:${file}`)
  const db = connection.raw
  await sql`create table note (id integer primary key, body text not null)`.execute(db)
  const worker = new Worker(OTHER_WRITER, { eval: true, workerData: { file } })
  const written = new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })

  await db.transaction().execute(async (trx) => {
    await sql`select count(*) from note`.execute(trx)
    worker.postMessage('write')
    // With a plain BEGIN the other connection commits here, and the insert below is refused
    // with SQLITE_BUSY_SNAPSHOT; beginning with the lock, the other connection waits instead.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await sql`insert into note (body) values ('from the server')`.execute(trx)
  })
  await written
  await worker.terminate()

  const { rows } = await sql<{ body: string }>`select body from note order by id`.execute(db)
  expect(rows.map((row) => row.body)).toEqual(['from the server', 'from another connection'])
})
