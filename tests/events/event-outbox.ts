import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { vi } from 'vitest'

/**
 * A test file's own outbox: mails are written there as .eml files instead of going out. Call it at
 * the top of the file (it sets OUTBOX_DIR and switches SMTP off for the file's tests).
 */
export function testOutbox(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-outbox-`))
  vi.stubEnv('OUTBOX_DIR', dir)
  vi.stubEnv('SMTP_URL', '')
  return {
    /** The .eml files, quoted-printable decoded (soft line breaks joined, =XX as bytes). */
    mails: () =>
      fs.readdirSync(dir).map((file) =>
        Buffer.from(
          fs
            .readFileSync(path.join(dir, file), 'latin1')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
      ),
    clear: () => {
      for (const file of fs.readdirSync(dir)) fs.rmSync(path.join(dir, file))
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
