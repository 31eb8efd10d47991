/** Number of placeholder cards while the inventory loads. */
export const inventorySkeletonCount = 6

function SkeletonCard() {
  return (
    <div
      data-testid="vehicle-card-skeleton"
      className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="aspect-[4/3] w-full bg-gray-200" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-3 w-1/3 rounded bg-gray-200" />
        <div className="h-5 w-3/4 rounded bg-gray-200" />
        <div className="h-3 w-full rounded bg-gray-200" />
        <div className="h-3 w-5/6 rounded bg-gray-200" />
        <div className="mt-4 flex items-end justify-between">
          <div className="h-7 w-24 rounded bg-gray-200" />
          <div className="h-10 w-28 rounded-lg bg-gray-200" />
        </div>
      </div>
    </div>
  )
}

/** Six grey cards in the inventory grid's shape, announced once as loading. */
export function InventorySkeletonGrid() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading vehicles…</span>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: inventorySkeletonCount }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    </div>
  )
}
