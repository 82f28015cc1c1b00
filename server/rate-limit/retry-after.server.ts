import type { HeadersFunction } from 'react-router'

/**
 * A route's `headers`: document responses (forms posted without JavaScript) carry the action's
 * Retry-After with its HTTP 429, as data requests already do.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}
