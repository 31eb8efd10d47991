import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react'

import { currentToast, subscribeToasts } from '#app/lib/toast-store.ts'

const ToastRegion = lazy(() => import('./toast-region.tsx'))

/**
 * Notifications. Most visits never show one, so the region's code (Radix
 * Toast) is fetched with the first notification and kept from then on.
 */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToasts, currentToast, () => null)
  const [shown, setShown] = useState(false)
  const [regionReady, setRegionReady] = useState(false)
  const onMounted = useCallback(() => setRegionReady(true), [])
  // set while rendering (React re-renders at once), so the first toast mounts the region
  if (message && !shown) setShown(true)
  if (!shown && !message) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion message={regionReady ? message : null} onMounted={onMounted} />
    </Suspense>
  )
}
