import { env } from '../env.server.ts'
import { openConnection } from './connection.server.ts'

/** The application's one connection (a pool on PostgreSQL), opened when the server starts. */
export const connection = openConnection(env().DATABASE_URL)
export const db = connection.db
