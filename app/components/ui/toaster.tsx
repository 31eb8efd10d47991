import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

import { currentToast, subscribeToasts } from '#app/lib/toast-store.ts'

const ToastRegion = lazy(() => import('./toast-region.tsx'))

/**
 * Notifications. Most visits never show one, so the region's code (Radix
 * Toast) is fetched with the first notification and kept from then on.
 */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToasts, currentToast, () => null)
  const [shown, setShown] = useState(false)
  // set while rendering (React re-renders at once), so the first toast mounts the region
  if (message && !shown) setShown(true)
  if (!shown && !message) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion message={message} />
    </Suspense>
  )
}
