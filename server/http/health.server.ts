import type { RequestHandler } from 'express'
import { sql } from 'kysely'
import { connection } from '../db/db.server.ts'

/** GET /healthz: 200 when the database answers, 503 otherwise. Never cached. */
export const health: RequestHandler = async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store')
  try {
    await sql`select 1`.execute(connection.raw)
    res.json({ status: 'ok', database: 'ok', engine: connection.engine })
  } catch {
    res.status(503).json({ status: 'error', database: 'unreachable', engine: connection.engine })
  }
}
