import type { Db } from '../db/connection.server.ts'
import { SECTIONS, type Person } from './export-sections.server.ts'

export const EXPORT_FORMAT = 'personal-data/1'

const profileOf = async (db: Db, userId: string) => {
  const row = await db
    .selectFrom('user')
    .select([
      'id',
      'name',
      'lastName',
      'email',
      'emailVerified',
      'phone',
      'address',
      'locale',
      'image',
      'role',
      'banned',
      'banReason',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', userId)
    .executeTakeFirst()
  return row && { ...row, emailVerified: Boolean(row.emailVerified), banned: Boolean(row.banned) }
}

/**
 * The person's data as one JSON document, written piece by piece: a section is read from the
 * database only when the reader has taken the previous one, and each row is its own chunk.
 */
export async function* personalDataJson(db: Db, userId: string, now = new Date()): AsyncGenerator<string> {
  const profile = await profileOf(db, userId)
  if (!profile) return
  const person: Person = { id: profile.id, email: profile.email }
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(now.toISOString())}`
  yield `,\n"profile":${JSON.stringify(profile)}`
  for (const [name, read] of Object.entries(SECTIONS)) {
    yield `,\n${JSON.stringify(name)}:[`
    let first = true
    for (const row of await read(db, person)) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`
      first = false
    }
    yield ']'
  }
  yield '}\n'
}

/** The generator as a byte stream for a Response body; pulled, so a slow reader holds nothing up. */
export function streamOf(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
