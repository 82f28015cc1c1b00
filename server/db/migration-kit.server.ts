import type { ColumnDataType, Kysely } from 'kysely'
import type { Engine } from './connection.server.ts'

/** A migration gets the engine so one file can choose the right column types for both. */
export interface Migration {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>
}

export function columnTypes(engine: Engine) {
  const pg = engine === 'postgres'
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    flag: (pg ? 'boolean' : 'integer') as ColumnDataType,
    autoId: (pg ? 'serial' : 'integer') as ColumnDataType,
  }
}

/** ISO timestamp default that sorts and compares the same way on both engines. */
export const nowDefault = (engine: Engine) =>
  engine === 'postgres' ? 'now()' : "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))"
