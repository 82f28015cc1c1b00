import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { createScratchDatabase, engines } from '#tests/db.ts'
import { assertWritable, DatabaseOpenError, openConnection } from './connection.server.ts'

/** The tables another session sees, as a migrating instance lists them. */
const tables = async (url: string) => {
  const other = openConnection(url)
  try {
    return (await other.db.introspection.getTables()).map((table) => table.name)
  } finally {
    await other.close()
  }
}

describe.each(engines)('the start-up write probe on %s', (engine) => {
  test('passes on a writable database and leaves nothing behind, even while others list the tables', async () => {
    const database = await createScratchDatabase(engine)
    const connection = openConnection(database.url)
    try {
      await sql`create table kept (id integer)`.execute(connection.raw)
      // Instances starting together: probes and another session's table listings at once.
      const listings = await Promise.all([
        ...Array.from({ length: 6 }, () => assertWritable(connection).then(() => [] as string[])),
        ...Array.from({ length: 6 }, () => tables(database.url)),
      ])
      for (const names of listings)
        expect(names.filter((name) => name.startsWith('_write_probe'))).toEqual([])
      expect(await tables(database.url)).toEqual(['kept'])
    } finally {
      await connection.close()
      await database.drop()
    }
  })
})

test('a database that cannot be written stops the start with a message for the operator', async () => {
  // A PostgreSQL database whose transactions are read-only (as on a standby).
  const database = await createScratchDatabase('postgres')
  const admin = new pg.Client({ connectionString: database.url })
  await admin.connect()
  await admin.query(
    `alter database ${new URL(database.url).pathname.slice(1)} set default_transaction_read_only = on`,
  )
  await admin.end()
  const readOnly = openConnection(database.url)
  try {
    await expect(assertWritable(readOnly)).rejects.toThrow(DatabaseOpenError)
    await expect(assertWritable(readOnly)).rejects.toThrow(/not reachable or not writable: .*read-only/)
  } finally {
    await readOnly.close()
    await database.drop()
  }
})
