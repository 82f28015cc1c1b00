import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { engineOf, sqlitePath, type Engine } from '../db/connection.server.ts'

const run = promisify(execFile)

/**
 * Backups (`npm run backup`, `npm run restore`): one folder per backup under BACKUP_DIR holding the
 * database (SQLite's online backup, or pg_dump's custom format), a copy of the media in UPLOADS_DIR
 * and a manifest with a SHA-256 per media file. Media in S3 are not part of it.
 */
export interface BackupManifest {
  format: 1
  createdAt: string
  engine: Engine
  /** The database file inside the backup folder. */
  database: string
  /** Media files relative to the uploads folder, with their size and SHA-256. */
  media: { path: string; size: number; sha256: string }[]
}

export interface BackupTarget {
  databaseUrl: string
  uploadsDir: string
}

export class BackupError extends Error {
  override name = 'BackupError'
}

const MANIFEST = 'manifest.json'
const MEDIA = 'uploads'
const DATABASE_FILE: Record<Engine, string> = { sqlite: 'database.sqlite', postgres: 'database.pgdump' }

/** backup-20261123T174512Z: sortable, and safe in every file system. */
const folderName = (at: Date) => `backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}`

/**
 * Writes a backup of the database, then of the media, into a new folder under `backupDir` and
 * returns its path. The database comes first: a file uploaded meanwhile is then at worst copied
 * without its row, never a row without its file. Written under a temporary name, renamed when whole.
 */
export async function createBackup(
  target: BackupTarget,
  backupDir: string,
  now = new Date(),
): Promise<string> {
  const engine = engineOf(target.databaseUrl)
  const folder = path.resolve(backupDir, folderName(now))
  if (fs.existsSync(folder)) throw new BackupError(`${folder} already exists`)
  const partial = `${folder}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  fs.mkdirSync(partial, { recursive: true })
  try {
    const database = DATABASE_FILE[engine]
    if (engine === 'sqlite') await backupSqlite(target.databaseUrl, path.join(partial, database))
    else
      await pgTool('pg_dump', target.databaseUrl, [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(partial, database)}`,
      ])
    const media = copyMedia(target.uploadsDir, path.join(partial, MEDIA))
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), engine, database, media }
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    fs.renameSync(partial, folder)
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  }
  return folder
}

/** The newest complete backup under `backupDir`, or undefined when there is none. */
export function latestBackup(backupDir: string): string | undefined {
  if (!fs.existsSync(backupDir)) return undefined
  const names = fs
    .readdirSync(backupDir)
    .filter(
      (name) => /^backup-\d{8}T\d{6}Z$/.test(name) && fs.existsSync(path.join(backupDir, name, MANIFEST)),
    )
    .sort()
  const newest = names.at(-1)
  return newest ? path.resolve(backupDir, newest) : undefined
}

export function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST)
  if (!fs.existsSync(file)) throw new BackupError(`${folder} is not a backup (no ${MANIFEST})`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest
  if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}`)
  return manifest
}

/**
 * Puts a backup back: the database, then the media, each checked against the manifest. A target
 * that already holds tables or files is refused unless `force`, which replaces it entirely.
 * The server must be stopped meanwhile.
 */
export async function restoreBackup(folder: string, target: BackupTarget, { force = false } = {}) {
  const manifest = readManifest(folder)
  const engine = engineOf(target.databaseUrl)
  if (manifest.engine !== engine)
    throw new BackupError(`This is a ${manifest.engine} backup; DATABASE_URL points to ${engine}`)
  verifyMedia(path.join(folder, MEDIA), manifest.media)
  const uploads = path.resolve(target.uploadsDir)
  if (!force) {
    const tables = await tableCount(target.databaseUrl)
    if (tables > 0)
      throw new BackupError(`The target database is not empty (${tables} tables); add --force to replace it`)
    if (fs.existsSync(uploads) && fs.readdirSync(uploads).length > 0)
      throw new BackupError(`${uploads} is not empty; add --force to replace it`)
  }
  const database = path.join(folder, manifest.database)
  if (engine === 'sqlite') restoreSqlite(database, target.databaseUrl)
  else await restorePostgres(database, target.databaseUrl)
  fs.rmSync(uploads, { recursive: true, force: true })
  fs.cpSync(path.join(folder, MEDIA), uploads, { recursive: true })
  verifyMedia(uploads, manifest.media)
  return manifest
}

async function backupSqlite(url: string, file: string) {
  const source = sqlitePath(url)
  if (!fs.existsSync(source)) throw new BackupError(`No SQLite database at ${source}`)
  const database = new SQLite(source, { fileMustExist: true })
  try {
    // SQLite's online backup: a consistent copy while the server keeps writing.
    await database.backup(file)
  } finally {
    database.close()
  }
  // The copy inherits WAL mode; rollback-journal mode keeps it one self-contained file.
  const copy = new SQLite(file)
  try {
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
}

function restoreSqlite(backup: string, url: string) {
  const copy = new SQLite(backup, { readonly: true })
  try {
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new BackupError(`The backup database is damaged: ${String(check)}`)
  } finally {
    copy.close()
  }
  const file = sqlitePath(url)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const incoming = `${file}.restoring`
  fs.copyFileSync(backup, incoming)
  // A WAL left from the old database would be replayed into the new one: it goes first.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
  fs.renameSync(incoming, file)
}

/**
 * Runs `use` with a connection of its own, closed afterwards. A connection the server drops fails the
 * query in progress; the client's 'error' event is listened to, so it never ends the process.
 */
async function withPostgresClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined) // the query in progress rejects with the same error
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function restorePostgres(backup: string, url: string) {
  await withPostgresClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = current_schema()',
    )
    if (rows.length)
      await client.query(
        `drop table ${rows.map((row) => client.escapeIdentifier(row.name)).join(', ')} cascade`,
      )
  })
  await pgTool('pg_restore', url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    backup,
  ])
}

async function tableCount(url: string): Promise<number> {
  if (engineOf(url) === 'sqlite') {
    const file = sqlitePath(url)
    if (!fs.existsSync(file)) return 0
    const database = new SQLite(file, { readonly: true })
    try {
      const row = database.prepare("select count(*) as n from sqlite_schema where type = 'table'").get() as {
        n: number
      }
      return row.n
    } finally {
      database.close()
    }
  }
  return withPostgresClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_tables where schemaname = current_schema()',
    )
    return Number(rows[0]?.n ?? 0)
  })
}

/**
 * Runs pg_dump or pg_restore (the PostgreSQL client; Debian: postgresql-client) on the database at
 * `url`. The password goes through the environment, not the command line other users can list.
 */
async function pgTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const database = new URL(url)
  const password = decodeURIComponent(database.password)
  database.password = ''
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env
  try {
    await run(tool, [...args, `--dbname=${database.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string }
    if (failure.code === 'ENOENT')
      throw new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client)`)
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`)
  }
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((relative) => fs.statSync(path.join(root, relative)).isFile())
    .sort()
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

function copyMedia(from: string, to: string): BackupManifest['media'] {
  fs.mkdirSync(to, { recursive: true })
  return filesUnder(from).map((relative) => {
    const destination = path.join(to, relative)
    fs.mkdirSync(path.dirname(destination), { recursive: true })
    fs.copyFileSync(path.join(from, relative), destination)
    return {
      path: relative.split(path.sep).join('/'),
      size: fs.statSync(destination).size,
      sha256: sha256(destination),
    }
  })
}

function verifyMedia(root: string, expected: BackupManifest['media']) {
  for (const file of expected) {
    const absolute = path.join(root, file.path)
    if (!fs.existsSync(absolute) || sha256(absolute) !== file.sha256)
      throw new BackupError(`Media file ${file.path} is missing or differs from the backup's manifest`)
  }
}
