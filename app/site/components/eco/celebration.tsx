import { PartyPopper } from 'lucide-react'

/**
 * A short celebration after each calculation, floating over the page so it
 * is seen wherever the results are. The server renders the status region
 * empty, and the message in a template the calculator puts into it (the
 * region stays, so screen readers announce each new message).
 */
export function Celebration() {
  return (
    <>
      <div
        role="status"
        data-eco-celebration=""
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
      />
      <template data-eco-celebration-message="">
        <div className="flex items-center gap-3 rounded-xl bg-brand-800 px-5 py-4 text-white shadow-xl transition duration-300 starting:translate-y-4 starting:opacity-0">
          <PartyPopper aria-hidden="true" className="size-7 shrink-0 text-accent-400" />
          <p>
            <strong className="block text-lg">Great Choice for the Environment!</strong>
            <span className="text-brand-50">
              Your switch to electric saves the planet and your wallet.
            </span>
          </p>
        </div>
      </template>
    </>
  )
}
