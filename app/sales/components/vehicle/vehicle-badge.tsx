import { cn } from '#app/kernel/cn.ts'
import type { VehicleBadge as Badge } from '#app/sales/vehicle-display.ts'

const tones: Record<Badge, string> = {
  NEW: 'bg-accent-500 text-gray-950',
  'In Stock': 'bg-brand-800 text-white',
  'Out of Stock': 'bg-gray-800 text-white',
  'Sale pending': 'bg-amber-300 text-gray-950',
  Sold: 'bg-red-800 text-white',
}

/** The pill laid over a cart's image: Sold, Sale pending, NEW, In Stock or Out of Stock. */
export function VehicleBadge({ badge, className }: { badge: Badge; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wide shadow-sm',
        tones[badge],
        className,
      )}
    >
      {badge}
    </span>
  )
}
