import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openConnection, type Connection } from '../db/connection.server.ts'
import { migrateToLatest } from '../db/migrate.server.ts'
import { createBackup, latestBackup, restoreBackup, type BackupTarget } from './backup.server.ts'
import { insertPost } from '#tests/factories.ts'
import { createScratchDatabase, engines, type ScratchDatabase } from '#tests/db.ts'

/** Media as the media library writes them: nested folders, binary bytes. */
const MEDIA = {
  'media/2026/11/portada.jpg': randomBytes(300_000),
  'media/2026/11/portada-640.webp': randomBytes(20_000),
  'media/rondo.png': randomBytes(5_000),
}

const counts = async (connection: Connection) =>
  Object.fromEntries(
    await Promise.all(
      (['post', 'contact_message', 'user', 'account'] as const).map(async (table) => {
        const row = await connection.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
        return [table, Number(row.n)]
      }),
    ),
  )

async function seed(connection: Connection) {
  await migrateToLatest(connection)
  for (const title of ['Presión tras pérdida', 'El rondo: 4 contra 2', 'Juego de posición'])
    await insertPost(connection.db, { title })
  const now = new Date().toISOString()
  await connection.db
    .insertInto('user')
    .values({
      id: 'u1',
      name: 'Marta',
      lastName: 'Ibáñez',
      email: 'marta@example.com',
      emailVerified: true,
      role: 'admin',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  await connection.db
    .insertInto('account')
    .values({
      id: 'a1',
      userId: 'u1',
      accountId: 'u1',
      providerId: 'credential',
      password: 'salt:hash',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  await connection.db
    .insertInto('contact_message')
    .values({
      name: 'Lucía',
      email: 'lucia@example.com',
      subject: 'Plazas',
      message: 'Hola, ¿quedan plazas en el grupo infantil?',
      locale: 'es',
      consentAt: now,
    })
    .execute()
}

function writeMedia(root: string) {
  for (const [file, bytes] of Object.entries(MEDIA)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), bytes)
  }
}

/** What a backup folder holds, before and after a restore reads it. */
const CONTENTS = {
  sqlite: ['database.sqlite', 'manifest.json', 'uploads'],
  postgres: ['database.pgdump', 'manifest.json', 'uploads'],
}

describe.each(engines)('backup and restore on %s', (engine) => {
  const scratch: ScratchDatabase[] = []
  let dir: string
  let source: BackupTarget
  let before: Record<string, number>
  let folder: string

  const newDatabase = async () => {
    const database = await createScratchDatabase(engine)
    scratch.push(database)
    return database.url
  }
  const withConnection = async <T>(url: string, use: (connection: Connection) => Promise<T>) => {
    const connection = openConnection(url)
    try {
      return await use(connection)
    } finally {
      await connection.close()
    }
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
    source = { databaseUrl: await newDatabase(), uploadsDir: path.join(dir, 'uploads') }
    before = await withConnection(source.databaseUrl, async (connection) => {
      await seed(connection)
      return counts(connection)
    })
    writeMedia(source.uploadsDir)
    folder = await createBackup(source, path.join(dir, 'backups'), new Date('2026-11-23T17:45:12.345Z'))
  })

  afterAll(async () => {
    for (const database of scratch) await database.drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('one timestamped folder holds the database, the media and a manifest', () => {
    expect(path.basename(folder)).toBe('backup-20261123T174512Z')
    expect(latestBackup(path.join(dir, 'backups'))).toBe(folder)
    expect(fs.readdirSync(folder).sort()).toEqual(CONTENTS[engine])
  })

  test('a wiped site comes back: same rows, same values, media byte for byte', async () => {
    const target = { databaseUrl: await newDatabase(), uploadsDir: path.join(dir, 'restored-uploads') }
    const manifest = await restoreBackup(folder, target)
    expect(manifest.media.map((file) => file.path).sort()).toEqual(Object.keys(MEDIA).sort())
    await withConnection(target.databaseUrl, async (connection) => {
      expect(await counts(connection)).toEqual(before)
      const titles = await connection.db.selectFrom('post').select('title').orderBy('title').execute()
      expect(titles.map((row) => row.title)).toEqual([
        'El rondo: 4 contra 2',
        'Juego de posición',
        'Presión tras pérdida',
      ])
      const user = await connection.db.selectFrom('user').selectAll().executeTakeFirstOrThrow()
      expect(user).toMatchObject({ email: 'marta@example.com', lastName: 'Ibáñez', role: 'admin' })
      expect(Boolean(user.emailVerified)).toBe(true)
      const message = await connection.db.selectFrom('contact_message').selectAll().executeTakeFirstOrThrow()
      expect(message.message).toBe('Hola, ¿quedan plazas en el grupo infantil?')
      // The restored database keeps working: new rows get new ids.
      const added = await insertPost(connection.db, { title: 'Después de restaurar' })
      expect(added.id).toBeGreaterThan(3)
    })
    for (const [file, bytes] of Object.entries(MEDIA))
      expect(fs.readFileSync(path.join(target.uploadsDir, file)).equals(bytes)).toBe(true)
    expect(fs.readdirSync(folder).sort()).toEqual(CONTENTS[engine])
  })

  test('a database or media folder in use is refused without --force and replaced with it', async () => {
    await withConnection(source.databaseUrl, (connection) =>
      insertPost(connection.db, { title: 'Borrador posterior' }),
    )
    fs.writeFileSync(path.join(source.uploadsDir, 'posterior.txt'), 'después de la copia')
    await expect(restoreBackup(folder, source)).rejects.toThrow(/not empty.*--force/)
    await withConnection(source.databaseUrl, async (connection) =>
      expect((await counts(connection)).post).toBe(before.post! + 1),
    )

    await restoreBackup(folder, source, { force: true })
    await withConnection(source.databaseUrl, async (connection) =>
      expect(await counts(connection)).toEqual(before),
    )
    expect(fs.existsSync(path.join(source.uploadsDir, 'posterior.txt'))).toBe(false)
    expect(
      fs.readFileSync(path.join(source.uploadsDir, 'media/rondo.png')).equals(MEDIA['media/rondo.png']),
    ).toBe(true)
  })

  test('a media file changed inside the backup is detected before anything is replaced', async () => {
    const damaged = path.join(dir, 'damaged')
    fs.cpSync(folder, damaged, { recursive: true })
    fs.writeFileSync(path.join(damaged, 'uploads/media/rondo.png'), 'not the same bytes')
    const target = { databaseUrl: await newDatabase(), uploadsDir: path.join(dir, 'untouched') }
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/media\/rondo\.png/)
    expect(fs.existsSync(target.uploadsDir)).toBe(false)
  })
})
