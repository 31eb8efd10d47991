import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

export const scrollToTopDelayMs = 10

/**
 * Every route change starts at the top of the page: at once, and again after
 * 10 ms in case late layout moved it. Hash links keep their anchor. The page's
 * own start is not a route change: on a slow phone the reader has scrolled
 * before React starts, and moving the page then sends a tap to whatever
 * scrolled under it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  const started = useRef(false)
  useEffect(() => {
    if (!started.current) {
      started.current = true
      return
    }
    if (hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    }, scrollToTopDelayMs)
    return () => window.clearTimeout(timer)
  }, [pathname, hash])
  return null
}
