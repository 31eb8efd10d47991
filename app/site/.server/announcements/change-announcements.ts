import { audited, auditedChange, type ChangedBy } from '#app/kernel/.server/audit/audited-change.ts'
import { deleteAudited } from '#app/kernel/.server/audit/audited-delete.ts'
import { changedRow } from '#app/kernel/.server/db/changed-rows.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { AnnouncementInput } from '#app/site/announcement-form.ts'

type Who = ChangedBy

/** The stored columns of a banner's input. */
const columnsOf = (input: AnnouncementInput) => ({
  text: input.text,
  link_url: input.link?.url ?? null,
  link_text: input.link?.text ?? null,
  tone: input.tone,
  pages: JSON.stringify(input.pages),
  starts_at: input.startsAt,
  ends_at: input.endsAt,
})

/** An owner adds a banner; the row and its audit row commit together. */
export async function addAnnouncement(db: DB, input: AnnouncementInput, who: Who): Promise<string> {
  const now = (who.now ?? new Date()).toISOString()
  const id = crypto.randomUUID()
  const row = columnsOf(input)
  await auditedChange(db, who, async (trx) => {
    await trx
      .insertInto('announcements')
      .values({ id, ...row, created_at: now, updated_at: now })
      .execute()
    return audited(id, {
      action: 'announcement.add',
      entity: 'announcement',
      entityId: id,
      after: row,
    })
  })
  return id
}

/** An owner changes a banner; false when it is gone. */
export async function editAnnouncement(
  db: DB,
  id: string,
  input: AnnouncementInput,
  who: Who,
): Promise<boolean> {
  const now = (who.now ?? new Date()).toISOString()
  const row = columnsOf(input)
  return auditedChange(db, who, async (trx) => {
    const before = await trx
      .selectFrom('announcements')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    if (!before) return false
    await trx
      .updateTable('announcements')
      .set({ ...row, updated_at: now })
      .where('id', '=', id)
      .execute()
    return audited(true, {
      action: 'announcement.edit',
      entity: 'announcement',
      entityId: id,
      before,
      after: row,
    })
  })
}

/**
 * An owner ends a running banner now. The update itself checks that it is
 * still running, so of two owners ending it at once only one does (and is
 * audited); false for the other, or when it has not started or has ended.
 */
export async function endAnnouncement(db: DB, id: string, who: Who): Promise<boolean> {
  const now = (who.now ?? new Date()).toISOString()
  return auditedChange(db, who, async (trx) => {
    const ended = await trx
      .updateTable('announcements')
      .set({ ends_at: now, updated_at: now })
      .where('id', '=', id)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .executeTakeFirst()
    if (!changedRow(ended)) return false
    return audited(true, {
      action: 'announcement.end',
      entity: 'announcement',
      entityId: id,
      after: { ends_at: now },
    })
  })
}

/** An owner deletes a banner; false when it was already gone. */
export function removeAnnouncement(db: DB, id: string, who: Who): Promise<boolean> {
  const audit = { action: 'announcement.remove', entity: 'announcement' }
  return deleteAudited(db, 'announcements', id, audit, who)
}
