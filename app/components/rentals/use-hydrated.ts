import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while the island hydrates (so the markup matches
 * what was sent), true once it runs in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
