import { Link } from 'react-router'

import { AdminForm } from '#app/kernel/components/admin/admin-form.tsx'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { clockDayTimeYear } from '#app/kernel/dealer-clock.ts'
import { pageGroupLabel } from '#app/site/announcement-pages.ts'
import type { Announcement } from '#app/site/announcements.ts'

const whereText = (pages: Announcement['pages']) =>
  pages === 'all' ? 'Every public page' : pages.map(pageGroupLabel).join(', ')

/** Banners of one state (running, coming, ended), each with what an owner can do to it. */
export function AnnouncementList({
  announcements,
  empty,
  canEnd,
}: {
  announcements: Announcement[]
  empty: string
  /** running banners can be ended now */
  canEnd?: boolean
}) {
  if (announcements.length === 0) return <p className="mt-4 text-gray-700">{empty}</p>
  return (
    <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-300">
      {announcements.map((a) => (
        <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
          <div className="min-w-0 flex-1 basis-72">
            <p className="font-semibold [overflow-wrap:anywhere]">{a.text}</p>
            {a.link && (
              <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
                Link: “{a.link.text}” to {a.link.url}
              </p>
            )}
            <p className="text-sm text-gray-700">
              {clockDayTimeYear(new Date(a.startsAt))} to {clockDayTimeYear(new Date(a.endsAt))} ·{' '}
              {a.tone === 'sale' ? 'Sale' : 'Information'} · {whereText(a.pages)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`?edit=${a.id}#announcement-form`}
              className={buttonClass('outline', 'sm')}
              aria-label={`Edit “${a.text}”`}
            >
              Edit
            </Link>
            {canEnd && (
              <RowAction intent="end" id={a.id} label={`End “${a.text}” now`} text="End now" />
            )}
            <RowAction
              intent="delete"
              id={a.id}
              label={`Delete “${a.text}”`}
              text="Delete"
              destructive
            />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** One button acting on one banner, named with its text for screen readers. */
function RowAction({
  intent,
  id,
  label,
  text,
  destructive,
}: {
  intent: 'end' | 'delete'
  id: string
  label: string
  text: string
  destructive?: boolean
}) {
  return (
    <AdminForm>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'outline'}
        size="sm"
        aria-label={label}
      >
        {text}
      </Button>
    </AdminForm>
  )
}
