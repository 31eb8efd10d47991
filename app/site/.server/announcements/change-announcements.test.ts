import { describe, expect, it } from 'vitest'

import { readInventoryVersion } from '#app/kernel/.server/cache/inventory-version.ts'
import type { AnnouncementInput } from '#app/site/announcement-form.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import {
  addAnnouncement,
  editAnnouncement,
  endAnnouncement,
  removeAnnouncement,
} from './change-announcements'
import { listAnnouncements, unendedAnnouncements } from './read-announcements'

/* The banners' store on both engines: what is kept, what is audited, and one end at a time. */

const db = eachTestDatabase()

const owner = { actor: { id: 'owner-1', email: 'owner@example.com' }, ip: null }
const hour = 3_600_000
const from = (ms: number) => new Date(Date.now() + ms).toISOString()

const storage: AnnouncementInput = {
  text: 'Winter storage: book your spot',
  link: { url: '/services', text: 'See the storage plans' },
  tone: 'info',
  pages: ['inventory', 'rentals'],
  startsAt: from(-hour),
  endsAt: from(24 * hour),
}

const audit = () =>
  db().selectFrom('audit_log').select(['action', 'entity', 'entity_id']).orderBy('at').execute()

describe('the banners’ store', () => {
  it('keeps a banner as typed and reads it back for the pages and the back office', async () => {
    const id = await addAnnouncement(db(), storage, owner)
    const sale = await addAnnouncement(
      db(),
      {
        ...storage,
        text: 'Spring sale',
        link: null,
        tone: 'sale',
        pages: 'all',
        startsAt: from(hour),
      },
      owner,
    )
    const [read] = await unendedAnnouncements(db(), new Date())
    expect(read).toMatchObject({ id, ...storage })
    expect((await listAnnouncements(db(), new Date())).map((a) => a.id)).toEqual([id, sale])
    expect((await unendedAnnouncements(db(), new Date())).find((a) => a.id === sale)).toMatchObject(
      {
        link: null,
        pages: 'all',
        tone: 'sale',
      },
    )
  })

  it('bumps the site version on every change, so every server renders its pages again', async () => {
    const versions = [await readInventoryVersion(db())]
    const id = await addAnnouncement(db(), storage, owner)
    versions.push(await readInventoryVersion(db()))
    await editAnnouncement(db(), id, { ...storage, text: 'Storage: last week' }, owner)
    versions.push(await readInventoryVersion(db()))
    await endAnnouncement(db(), id, owner)
    versions.push(await readInventoryVersion(db()))
    await removeAnnouncement(db(), id, owner)
    versions.push(await readInventoryVersion(db()))
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!)
    expect(await audit()).toEqual(
      ['add', 'edit', 'end', 'remove'].map((action) => ({
        action: `announcement.${action}`,
        entity: 'announcement',
        entity_id: id,
      })),
    )
  })

  it('ends a banner once when it is ended twice at the same moment', async () => {
    const id = await addAnnouncement(db(), storage, owner)
    const ended = await Promise.all([
      endAnnouncement(db(), id, owner),
      endAnnouncement(db(), id, owner),
    ])
    expect(ended.sort()).toEqual([false, true])
    expect((await audit()).filter((row) => row.action === 'announcement.end')).toHaveLength(1)
    expect(await unendedAnnouncements(db(), new Date())).toEqual([])
  })

  it('neither ends a banner still to come nor edits or deletes one that is gone', async () => {
    const id = await addAnnouncement(db(), { ...storage, startsAt: from(hour) }, owner)
    expect(await endAnnouncement(db(), id, owner)).toBe(false)
    expect(await removeAnnouncement(db(), id, owner)).toBe(true)
    expect(await editAnnouncement(db(), id, storage, owner)).toBe(false)
    expect(await removeAnnouncement(db(), id, owner)).toBe(false)
    // one add and one remove, nothing for the refused changes (written within a
    // millisecond, their order is not kept)
    expect((await audit()).map((row) => row.action).sort()).toEqual([
      'announcement.add',
      'announcement.remove',
    ])
  })
})
