// npm run backup — writes the database and the media into a new folder under BACKUP_DIR.
import { BackupError, createBackup } from '#server/backup/backup.server.ts'
import { env } from '#server/env.server.ts'

const config = env()
try {
  if (config.STORAGE_URL || config.STORAGE === 's3')
    console.warn(
      'STORAGE_URL is set: media live in the bucket and are not part of this backup; back the bucket up on its own.',
    )
  const folder = await createBackup(
    { databaseUrl: config.DATABASE_URL, uploadsDir: config.UPLOADS_DIR },
    config.BACKUP_DIR,
  )
  console.log(`Backup written to ${folder}`)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  if (!(error instanceof BackupError)) console.error(error)
  process.exitCode = 1
}
