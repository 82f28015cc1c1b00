import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from './env.server.ts'
import { engineOf } from './db/connection.server.ts'
import { logger } from './logger.server.ts'

const SECRET_FILE = path.resolve('data/session-secret')

/**
 * The secret that signs sessions. A single instance on SQLite may generate one on first start and
 * keep it under data/ beside the database; many instances (PostgreSQL) must share one, so there it
 * is required in production.
 */
export function sessionSecret(): string {
  const { SESSION_SECRET, NODE_ENV, DATABASE_URL } = env()
  if (SESSION_SECRET) return SESSION_SECRET
  if (NODE_ENV === 'production' && engineOf(DATABASE_URL) === 'postgres') {
    throw new Error('SESSION_SECRET is required in production when DATABASE_URL points to PostgreSQL')
  }
  if (fs.existsSync(SECRET_FILE)) return fs.readFileSync(SECRET_FILE, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  fs.mkdirSync(path.dirname(SECRET_FILE), { recursive: true })
  fs.writeFileSync(SECRET_FILE, secret, { mode: 0o600 })
  logger.warn({ file: SECRET_FILE }, 'SESSION_SECRET not set: generated one and stored it under data/')
  return secret
}
