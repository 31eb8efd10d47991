import type { PageGroupKey } from './announcement-pages.ts'

export const announcementTones = ['info', 'sale'] as const
export type AnnouncementTone = (typeof announcementTones)[number]

/** A banner as the pages and the back office read it. */
export type Announcement = {
  id: string
  text: string
  /** a same-site path or an https URL, with its words; null for none */
  link: { url: string; text: string } | null
  tone: AnnouncementTone
  /** every public page, or these groups */
  pages: 'all' | PageGroupKey[]
  /** ISO instants: shown from the start (included) to the end (excluded) */
  startsAt: string
  endsAt: string
  createdAt: string
}

export type AnnouncementState = 'current' | 'upcoming' | 'past'

export function announcementState(
  announcement: Pick<Announcement, 'startsAt' | 'endsAt'>,
  at: Date,
): AnnouncementState {
  const now = at.toISOString()
  if (now < announcement.startsAt) return 'upcoming'
  return now < announcement.endsAt ? 'current' : 'past'
}

const shownOn = (announcement: Announcement, group: PageGroupKey | undefined) =>
  announcement.pages === 'all' || (group !== undefined && announcement.pages.includes(group))

/**
 * The one banner a page of `group` shows at `at`: of those running and meant
 * for it, the one that started last (the newest news), then the one added
 * last (record 044). A page in no group (not found) shows only banners for
 * every page.
 */
export function announcementFor(
  announcements: readonly Announcement[],
  group: PageGroupKey | undefined,
  at: Date,
): Announcement | undefined {
  let chosen: Announcement | undefined
  for (const announcement of announcements) {
    if (announcementState(announcement, at) !== 'current' || !shownOn(announcement, group)) continue
    if (
      !chosen ||
      announcement.startsAt > chosen.startsAt ||
      (announcement.startsAt === chosen.startsAt && announcement.createdAt > chosen.createdAt)
    )
      chosen = announcement
  }
  return chosen
}
