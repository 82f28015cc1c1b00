/** First letters of name and last name (spec section 2), upper-cased; "?" when both are empty. */
export function initialsOf(user: { name: string; lastName: string | null }) {
  const first = (word: string | null) => Array.from(word?.trim() ?? '')[0] ?? ''
  return (first(user.name) + first(user.lastName)).toLocaleUpperCase() || '?'
}
