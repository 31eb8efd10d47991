import { PartyPopper } from 'lucide-react'
import { useEffect, useState } from 'react'

/** How long the celebration stays on screen. */
export const celebrationMs = 3000

function CelebrationMessage() {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), celebrationMs)
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <div className="flex items-center gap-3 rounded-xl bg-brand-800 px-5 py-4 text-white shadow-xl transition duration-300 starting:translate-y-4 starting:opacity-0">
      <PartyPopper aria-hidden="true" className="size-7 shrink-0 text-accent-400" />
      <p>
        <strong className="block text-lg">Great Choice for the Environment!</strong>
        <span className="text-brand-50">
          Your switch to electric saves the planet and your wallet.
        </span>
      </p>
    </div>
  )
}

/**
 * A short celebration after each calculation, floating over the page so it
 * is seen wherever the results are. The status region itself stays mounted
 * so screen readers announce each new message.
 */
export function Celebration({ runKey }: { runKey: number | null }) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {runKey !== null && <CelebrationMessage key={runKey} />}
    </div>
  )
}
