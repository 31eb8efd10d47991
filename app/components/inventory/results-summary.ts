// What the inventory says about the carts it shows: rendered by the server
// (inventory-browser.tsx) and rewritten by the live filters (live-filters.ts).

/** How many of the first shown cards load their images at once: those above the fold. */
export const eagerCards = 3

export function resultsHeading(shown: number): string {
  return `Available Golf Carts (${shown})`
}

export function resultsLine(shown: number, total: number): string {
  return `Showing ${shown} of ${total} total vehicles`
}

/** The live line is only for screen readers when the empty state repeats it visibly. */
export function resultsLineClass(shown: number): string {
  return shown === 0 ? 'sr-only' : 'text-sm text-gray-700'
}
