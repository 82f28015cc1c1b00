import net from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
import { apiContext, createAccount, expect, test } from './auth-fixtures.ts'

/**
 * Issue 27: an upload larger than its endpoint takes is refused with 413 while it is still
 * arriving, chunked or not: the server stops reading at the limit instead of holding it all.
 */
const MB = 1024 * 1024

interface Upload {
  status: number
  /** Bytes of body sent before the answer came. */
  sent: number
}

/**
 * POSTs a chunked multipart body of up to `total` bytes on a raw socket (no Content-Length: the
 * declared size cannot be checked), stopping as soon as the server answers.
 */
function chunkedUpload(port: number, target: string, headers: Record<string, string>, total: number) {
  return new Promise<Upload>((resolve, reject) => {
    const boundary = 'coachupload'
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    let answered = false
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
      socket.destroy()
      if (status) resolve({ status, sent })
      else reject(new Error(`no answer after ${sent} bytes`))
    }
    socket.setTimeout(60_000, () => socket.destroy(new Error('timed out')))
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1')
      if (!answered && answer.includes('\r\n')) {
        answered = true
        setTimeout(finish, 50) // the status line is all the test reads
      }
    })
    // The server may close its side once it has answered 413: a write then fails (EPIPE, reset), and
    // the answer already read (or none) is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      answered ? undefined : ['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? finish() : reject(error),
    )
    socket.on('close', () => (answered ? undefined : finish()))
    const chunk = (data: Buffer) => `${data.length.toString(16)}\r\n${data.toString('latin1')}\r\n`
    const piece = Buffer.alloc(256 * 1024, 'x')
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ndownload\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ficha.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    )
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nTransfer-Encoding: chunked\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n${Object.entries(
        headers,
      )
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')}\r\n${chunk(head)}`,
      'latin1',
    )
    sent = head.length
    // One piece per turn of the event loop, so the server's answer is read while the upload goes on.
    const pump = () => {
      if (answered || socket.destroyed) return
      if (sent >= total)
        return void socket.write(`${chunk(Buffer.from(`\r\n--${boundary}--\r\n`))}0\r\n\r\n`, 'latin1')
      sent += piece.length
      if (socket.write(chunk(piece), 'latin1')) setImmediate(pump)
      else socket.once('drain', pump)
    }
    pump()
  })
}

function demoLesson() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'app.db'), { readonly: true })
  try {
    const lesson = db
      .prepare('select l.courseId, l.id from course_lesson l order by l.courseId, l.position limit 1')
      .get() as { courseId: number; id: number } | undefined
    if (!lesson) throw new Error('the demo content has no lesson')
    return lesson
  } finally {
    db.close()
  }
}

test('uploads past their limit get 413 before they are read whole, chunked or not', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const port = Number(new URL(baseURL ?? '').port)
  const context = await apiContext(playwright, baseURL ?? '', createAccount('admin'))
  const cookie = (await context.storageState()).cookies
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ')
  await context.dispose()
  const headers = { Cookie: cookie, Origin: baseURL ?? '' }
  const lesson = demoLesson()
  const endpoints = [
    // A lesson's files: 100 MB at most.
    { target: `/admin/courses/${lesson.courseId}/lessons/${lesson.id}/files`, limit: 100 * MB },
    // The storage API (the media library's uploads): MEDIA_MAX_BYTES, 10 MB by default.
    { target: '/api/storage/v0/b/default/o?name=grande.png', limit: 10 * MB },
    // The media screen's form, like every admin form: 2 MB.
    { target: '/admin/media', limit: 2 * MB },
  ]
  for (const { target, limit } of endpoints) {
    const upload = await chunkedUpload(port, target, headers, limit + 64 * MB)
    expect(upload.status, target).toBe(413)
    // The answer came while the upload was still well under way: socket buffers past the limit, and
    // on a loaded host what the client wrote while the answer was on its way (25 MB seen), but far
    // from the whole body.
    expect(upload.sent, target).toBeLessThan(limit + 48 * MB)
  }
})
