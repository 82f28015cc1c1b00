import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server'
import { recordAudit } from '../../audit/audit.server.ts'
import type { Db } from '../../db/connection.server.ts'

/** A passkey as its owner's list shows it. */
export interface PasskeyListItem {
  id: number
  name: string
  createdAt: string
  lastUsedAt: string | null
}

export function listPasskeys(db: Db, userId: string): Promise<PasskeyListItem[]> {
  return db
    .selectFrom('passkey')
    .select(['id', 'name', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** The user's passkeys for the browser to leave out when adding one (no duplicate on a device). */
export async function credentialDescriptors(db: Db, userId: string) {
  const rows = await db
    .selectFrom('passkey')
    .select(['credentialId', 'transports'])
    .where('userId', '=', userId)
    .execute()
  return rows.map((row) => ({ id: row.credentialId, transports: transportsOf(row.transports) }))
}

export interface StoredPasskey {
  id: number
  userId: string
  credential: WebAuthnCredential
}

/** The passkey with this credential id, whoever owns it, or undefined. */
export async function findByCredentialId(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('passkey')
    .select(['id', 'userId', 'credentialId', 'publicKey', 'counter', 'transports'])
    .where('credentialId', '=', credentialId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    id: row.id,
    userId: row.userId,
    credential: {
      id: row.credentialId,
      publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
      counter: Number(row.counter),
      transports: transportsOf(row.transports),
    },
  }
}

export interface NewPasskey {
  userId: string
  name: string
  credential: WebAuthnCredential
  deviceType: string
  backedUp: boolean
}

export async function insertPasskey(db: Db, passkey: NewPasskey) {
  const { id } = await db
    .insertInto('passkey')
    .values({
      userId: passkey.userId,
      name: passkey.name,
      credentialId: passkey.credential.id,
      publicKey: Buffer.from(passkey.credential.publicKey).toString('base64url'),
      counter: passkey.credential.counter,
      transports: (passkey.credential.transports ?? []).join(','),
      deviceType: passkey.deviceType,
      backedUp: passkey.backedUp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** After a sign-in: the authenticator's new counter and the date shown as "last used". */
export async function recordUse(db: Db, id: number, counter: number, now = new Date()) {
  await db
    .updateTable('passkey')
    .set({ counter, lastUsedAt: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** Renames one of the user's passkeys; false when the user has no passkey with that id. */
export async function renamePasskey(db: Db, userId: string, id: number, name: string) {
  const { numUpdatedRows } = await db
    .updateTable('passkey')
    .set({ name })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

/** Removes one of the user's passkeys (recorded in the audit log); false when it is not theirs. */
export async function removePasskey(db: Db, user: { id: string; email: string }, id: number, ip: string) {
  const row = await db
    .deleteFrom('passkey')
    .where('id', '=', id)
    .where('userId', '=', user.id)
    .returning('name')
    .executeTakeFirst()
  if (!row) return false
  await recordAudit(db, {
    action: 'passkey.remove',
    user,
    target: { type: 'passkey', id },
    detail: { name: row.name },
    ip,
  })
  return true
}

const TRANSPORTS: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb']

function transportsOf(text: string): AuthenticatorTransport[] {
  return text.split(',').filter((t): t is AuthenticatorTransport => TRANSPORTS.includes(t))
}
