import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { AnnouncementRow } from '#app/kernel/.server/db/schema.ts'
import { isPageGroupKey, type PageGroupKey } from '#app/site/announcement-pages.ts'
import { type Announcement, announcementTones } from '#app/site/announcements.ts'

/** The stored pages: "all", or the groups (one no longer known is left out). */
function pagesOf(stored: string): 'all' | PageGroupKey[] {
  const value: unknown = JSON.parse(stored)
  if (!Array.isArray(value)) return 'all'
  return value.filter((key): key is PageGroupKey => typeof key === 'string' && isPageGroupKey(key))
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    text: row.text,
    link: row.link_url && row.link_text ? { url: row.link_url, text: row.link_text } : null,
    tone: announcementTones.find((tone) => tone === row.tone) ?? 'info',
    pages: pagesOf(row.pages),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    createdAt: row.created_at,
  }
}

/** The banners not ended at `at`: the pages choose among them (`announcementFor`). */
export async function unendedAnnouncements(db: DB, at: Date): Promise<Announcement[]> {
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('ends_at', '>', at.toISOString())
    .execute()
  return rows.map(toAnnouncement)
}

/** How many ended banners the back office lists, newest first. */
const pastListed = 20

/** Every banner to come or running, and the latest ended ones, for the back office. */
export async function listAnnouncements(db: DB, at: Date): Promise<Announcement[]> {
  const now = at.toISOString()
  const [unended, past] = await Promise.all([
    db
      .selectFrom('announcements')
      .selectAll()
      .where('ends_at', '>', now)
      .orderBy('starts_at')
      .execute(),
    db
      .selectFrom('announcements')
      .selectAll()
      .where('ends_at', '<=', now)
      .orderBy('ends_at', 'desc')
      .limit(pastListed)
      .execute(),
  ])
  return [...unended, ...past].map(toAnnouncement)
}

export async function findAnnouncement(db: DB, id: string): Promise<Announcement | undefined> {
  const row = await db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toAnnouncement(row)
}
