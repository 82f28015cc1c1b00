import type { Db } from '#server/db/connection.server.ts'
import type { Records } from './records.ts'
import type { Fields } from './site.ts'
import type { Validity } from './forms.ts'

/** Who may act on a route (see ACTION_MATRIX in matrix.ts). */
export type Who = 'everyone' | 'signed-in' | 'admin' | 'admin-json' | 'learner' | 'owner' | 'coach-owner'

export interface ActionForm {
  intent: string
  fields: (r: Records) => Fields | Promise<Fields>
  /** The route's own schema passes these fields; omitted only where the action has no schema. */
  valid?: Validity
  /** The form ends the account it comes from: a spare account sends it as the actor. */
  spareActor?: true
  /** Another address of the same route than the entry's. */
  at?: (r: Records) => string
  /** The form changes nothing (a preview, a test mail to the coach): the actor is only not refused. */
  readOnly?: true
  /** Who may send this form, when it is not the entry's `who` (a coach-only intent of a user's screen). */
  who?: Exclude<Who, 'everyone'>
  /**
   * Resolves once the background work the form started is over (a newsletter's worker finishing its
   * issue), so that work never shows up as a change made by the next route's refused senders.
   */
  settled?: (db: Db) => Promise<void>
}

export interface MatrixEntry {
  who: Who
  url: (r: Records) => string
  forms: ActionForm[]
  /** A resource route: sent to the address itself (no `.data`), with this method. */
  resource?: { method: 'POST' | 'DELETE' }
  /** Its forms may replace or end the sessions they come with: every account signs in again after each. */
  resetsSessions?: true
}

export const form = (
  intent: string,
  fields: ActionForm['fields'],
  valid?: Validity,
  extra: Partial<ActionForm> = {},
) => ({
  intent,
  fields,
  valid,
  ...extra,
})
