import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common'
import { loadOnUse } from '../load-on-use.server.ts'

/**
 * zxcvbn's list of 49 000 common passwords (the same one the strength meter uses in the browser).
 * A password is common when it is on the list, or is a listed word with digits or symbols tacked
 * on ("futbol2024!"): the usual way people stretch a short password to the minimum length.
 * The list is read on the first check (server/load-on-use.server.ts).
 */
let common: Set<string> | undefined
function commonPasswords() {
  if (!common) {
    const { dictionary } = loadOnUse('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon
    common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))
  }
  return common
}

export const commonPasswordCount = () => commonPasswords().size

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  const list = commonPasswords()
  if (list.has(lower)) return true
  const base = lower.replace(/[\d\W_]+$/u, '')
  return base.length >= 4 && base !== lower && list.has(base)
}
