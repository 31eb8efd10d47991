import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'

import { countOf } from '#app/kernel/plural.ts'

/** How often an open, visible inbox asks whether new leads arrived. */
export const leadPollMs = 10_000

/**
 * Asks the server (any of them: the answer comes from the database) whether
 * leads newer than the newest one shown have arrived, while the tab is
 * visible; when they have, the page's data is reloaded and the news is
 * announced politely. The announcement is visually hidden, so nothing shifts.
 */
export function NewLeadWatcher({ newest }: { newest: string | null }) {
  const revalidator = useRevalidator()
  const [announcement, setAnnouncement] = useState('')
  const since = useRef(newest)
  // the revalidator changes identity as it works: keep the timer, read the latest one
  const latest = useRef(revalidator)
  useEffect(() => {
    since.current = newest
    latest.current = revalidator
  })

  useEffect(() => {
    let stopped = false
    async function check() {
      if (document.visibilityState !== 'visible') return
      const query = new URLSearchParams({ since: since.current ?? '' })
      const response = await fetch(`/admin/leads/updates?${query}`).catch(() => null)
      if (!response?.ok || stopped) return
      const { count } = (await response.json()) as { count: number }
      if (count === 0) return
      setAnnouncement(`${countOf(count, 'new lead')} arrived.`)
      void latest.current.revalidate()
    }
    const timer = setInterval(() => void check(), leadPollMs)
    const onVisible = () => void check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  )
}
