// npm run restore -- [backup folder] [--force] — puts a backup (the newest under BACKUP_DIR by default)
// back into DATABASE_URL and UPLOADS_DIR. Stop the server first. --force replaces a non-empty target.
import { BackupError, latestBackup, restoreBackup } from '#server/backup/backup.server.ts'
import { env } from '#server/env.server.ts'

const config = env()
const args = process.argv.slice(2)
const force = args.includes('--force')
const folder = args.find((arg) => !arg.startsWith('--')) ?? latestBackup(config.BACKUP_DIR)
try {
  if (!folder) throw new BackupError(`No backup found under ${config.BACKUP_DIR}; name the folder to restore`)
  const manifest = await restoreBackup(
    folder,
    { databaseUrl: config.DATABASE_URL, uploadsDir: config.UPLOADS_DIR },
    { force },
  )
  console.log(
    `Restored the backup of ${manifest.createdAt} from ${folder} (${manifest.media.length} media files).`,
  )
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  if (!(error instanceof BackupError)) console.error(error)
  process.exitCode = 1
}
