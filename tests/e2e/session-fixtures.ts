import path from 'node:path'
import Database from 'better-sqlite3'

/** A session of `email` with a rondo (a demo drill: its diagram and points) and a free block; its id. */
export function sessionOf(email: string, title = 'Martes U12') {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    const user = db.prepare('select id from user where email = ?').get(email) as { id: string }
    const drill = db
      .prepare(
        "select id, title from drill where status = 'published' and access = 'public' order by id limit 1",
      )
      .get() as { id: number; title: string }
    const session = db
      .prepare('insert into training_session (userId, title) values (?, ?) returning id')
      .get(user.id, title) as { id: number }
    const block = db.prepare(
      'insert into training_session_block (sessionId, position, phase, drillId, title, minutes, notes) values (?, ?, ?, ?, ?, ?, ?)',
    )
    block.run(session.id, 0, 'warmup', drill.id, 'Rondo de activación', 2, 'Dos grupos de seis.')
    block.run(session.id, 1, 'game', null, 'Partido final', 3, '')
    return session.id
  } finally {
    db.close()
  }
}
