import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'

import { InventoryHero } from '#app/components/inventory/inventory-hero.tsx'
import { InventorySkeletonGrid } from '#app/components/inventory/inventory-skeleton.tsx'
import { VehicleSkeleton } from '#app/components/vehicle/vehicle-skeleton.tsx'

/** Fast answers never flash a skeleton: it shows only after this wait. */
export const pendingDelayMs = 120

type PendingKind = 'inventory' | 'vehicle'

function pendingKind(pathname: string): PendingKind | undefined {
  if (pathname === '/inventory') return 'inventory'
  if (/^\/vehicles?\/[^/]+$/.test(pathname)) return 'vehicle'
  return undefined
}

/**
 * While the browser loads the inventory or a cart from another page, the
 * current page gives way to that page's skeleton (six skeleton
 * cards; skeleton placeholders on the detail page).
 */
export function InventoryNavigationPending({ children }: { children: ReactNode }) {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const target = navigation.state === 'loading' ? navigation.location : undefined
  const kind = target && target.pathname !== pathname ? pendingKind(target.pathname) : undefined
  const waitingKey = kind ? target?.key : undefined
  const [shownKey, setShownKey] = useState<string>()

  useEffect(() => {
    if (!waitingKey) return
    const timer = window.setTimeout(() => setShownKey(waitingKey), pendingDelayMs)
    return () => window.clearTimeout(timer)
  }, [waitingKey])

  if (!kind || shownKey !== waitingKey) return children
  if (kind === 'vehicle') return <VehicleSkeleton />
  return (
    <main id="main" aria-busy="true">
      <InventoryHero />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <div
          aria-hidden="true"
          className="h-44 animate-pulse rounded-xl border border-gray-200 bg-gray-100"
        />
        <h2 className="mt-10 mb-6 text-2xl font-bold text-gray-900 sm:text-3xl">
          Available Golf Carts
        </h2>
        <InventorySkeletonGrid />
      </div>
    </main>
  )
}
