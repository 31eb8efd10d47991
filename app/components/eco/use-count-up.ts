import { useEffect, useState } from 'react'

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Fast at first, settling gently on the final figure. */
function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3
}

/**
 * Progress of a count-up animation, 0 -> 1 over `durationMs`, driven by
 * requestAnimationFrame. Decided once, when the component mounts: without
 * `animate` (server render, a shared link, back/forward) or when the visitor
 * prefers reduced motion it is 1 from the start, so the final figures show at once.
 */
export function useCountUpProgress(animate: boolean, durationMs = 1000): number {
  const [running] = useState(() => animate && !prefersReducedMotion())
  const [progress, setProgress] = useState(running ? 0 : 1)

  useEffect(() => {
    if (!running) return
    let frame = 0
    let start: number | undefined
    const tick = (now: number) => {
      start ??= now
      const t = Math.min(1, (now - start) / durationMs)
      setProgress(easeOutCubic(t))
      if (t < 1) frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [running, durationMs])

  return progress
}
