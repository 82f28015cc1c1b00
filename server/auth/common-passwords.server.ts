import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * zxcvbn's list of 49 000 common passwords (the same one the strength meter uses in the browser).
 * A password is common when it is on the list, or is a listed word with digits or symbols tacked
 * on ("futbol2024!"): the usual way people stretch a short password to the minimum length.
 */
const common = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))

export const commonPasswordCount = () => common.size

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  if (common.has(lower)) return true
  const base = lower.replace(/[\d\W_]+$/u, '')
  return base.length >= 4 && base !== lower && common.has(base)
}
