import { cn } from '#app/kernel/cn.ts'
import type { Announcement } from '#app/site/announcements.ts'

const toneClass = {
  info: 'bg-brand-900 text-white',
  sale: 'bg-accent-400 text-gray-950',
} as const

/**
 * The owners' banner at the top of a public page. It is in the HTML from the
 * first byte and in the normal flow above the header, so its height, wrapped
 * lines included, is laid out before the first paint and nothing moves later.
 */
export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  return (
    <section
      aria-label="Announcement"
      className={cn('no-print px-4 py-2 text-center text-sm', toneClass[announcement.tone])}
    >
      <p className="mx-auto max-w-6xl [overflow-wrap:anywhere]">
        {announcement.text}
        {announcement.link && (
          <>
            {' '}
            <a
              href={announcement.link.url}
              className="font-semibold whitespace-nowrap underline underline-offset-2"
            >
              {announcement.link.text}
            </a>
          </>
        )}
      </p>
    </section>
  )
}
