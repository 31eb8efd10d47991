/** Grey blocks in the shape of the detail page while a cart loads. */
export function VehicleSkeleton() {
  return (
    <main id="main" aria-busy="true" className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="sr-only">Loading vehicle details…</h1>
      <div role="status" className="sr-only">
        Loading vehicle details…
      </div>
      <div aria-hidden="true" data-testid="vehicle-skeleton" className="animate-pulse">
        <div className="h-5 w-40 rounded bg-gray-200" />
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <div className="aspect-[4/3] w-full rounded-2xl bg-gray-200" />
          <div className="flex flex-col gap-4">
            <div className="h-4 w-32 rounded bg-gray-200" />
            <div className="h-10 w-3/4 rounded bg-gray-200" />
            <div className="h-4 w-full rounded bg-gray-200" />
            <div className="h-4 w-5/6 rounded bg-gray-200" />
            <div className="h-10 w-40 rounded bg-gray-200" />
            <div className="grid grid-cols-2 gap-4">
              <div className="h-20 rounded-xl bg-gray-200" />
              <div className="h-20 rounded-xl bg-gray-200" />
            </div>
            <div className="h-12 w-full rounded-lg bg-gray-200" />
            <div className="h-12 w-full rounded-lg bg-gray-200" />
          </div>
        </div>
      </div>
    </main>
  )
}
