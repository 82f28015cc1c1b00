import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
const onClient = () => true
const onServer = () => false

/** False in the server's HTML and during hydration, true once the page's script runs. */
export const useHydrated = () => useSyncExternalStore(noSubscription, onClient, onServer)
