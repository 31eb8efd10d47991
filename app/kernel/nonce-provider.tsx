import { createContext, useContext } from 'react'

/** The request's CSP nonce; empty in the browser, which hides nonces anyway. */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
