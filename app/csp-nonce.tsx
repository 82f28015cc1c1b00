import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response (server/http/security-headers.server.ts).
 * Only the server render knows it; in the browser it is empty, as browsers hide it from the DOM.
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
