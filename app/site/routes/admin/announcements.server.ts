import { data } from 'react-router'

import type { ChangedBy } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { adminRedirect } from '#app/kernel/admin-page.ts'
import {
  addAnnouncement,
  editAnnouncement,
  endAnnouncement,
  removeAnnouncement,
} from '#app/site/.server/announcements/change-announcements.ts'
import { announcementFieldNames, parseAnnouncementForm } from '#app/site/announcement-form.ts'

/*
 * The announcements page's intents, one function each: what the form says,
 * checked, handed to the announcements module, and the page to go back to.
 */

const announcementsPath = '/admin/announcements'

export type AnnouncementsResult = {
  problems: Record<string, string>
  values: Record<string, string>
}

/** An owner's post to the page: the database, who sent it, and its fields. */
export type AnnouncementPost = { db: DB; who: ChangedBy; read: (name: string) => string }

/** A banner's form, checked; a problem sends the form back with what was typed. */
function parsed(read: AnnouncementPost['read']) {
  const result = parseAnnouncementForm(read, new Date())
  if (result.ok) return result
  const values = Object.fromEntries(announcementFieldNames.map((n) => [n, read(n)]))
  return {
    ok: false,
    refused: data<AnnouncementsResult>({ problems: result.problems, values }, { status: 400 }),
  } as const
}

export async function add({ db, who, read }: AnnouncementPost) {
  const form = parsed(read)
  if (!form.ok) return form.refused
  await addAnnouncement(db, form.value, who)
  return adminRedirect(`${announcementsPath}?saved=add`)
}

export async function edit({ db, who, read }: AnnouncementPost) {
  const form = parsed(read)
  if (!form.ok) return form.refused
  if (!(await editAnnouncement(db, read('id'), form.value, who)))
    throw data('That banner is gone: it was deleted.', { status: 404 })
  return adminRedirect(`${announcementsPath}?saved=edit`)
}

export async function end({ db, who, read }: AnnouncementPost) {
  if (!(await endAnnouncement(db, read('id'), who)))
    throw data('That banner is not showing: it has ended, not started or is gone.', {
      status: 409,
    })
  return adminRedirect(`${announcementsPath}?saved=end`)
}

export async function remove({ db, who, read }: AnnouncementPost) {
  if (!(await removeAnnouncement(db, read('id'), who)))
    throw data('That banner is already gone.', { status: 404 })
  return adminRedirect(`${announcementsPath}?saved=delete`)
}
