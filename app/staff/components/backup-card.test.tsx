import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'

import type { BackupStatus } from '#app/kernel/.server/backup/status.ts'

import { BackupCard } from './backup-card'

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')

it('warns of the photos the last backup could not read, and says nothing of them when there were none', () => {
  const last = {
    id: '2026-11-26T07-00-00Z',
    finishedAt: '2026-11-26T07:01:00.000Z',
    bytes: 2_097_152,
    rows: 1200,
    photos: 40,
    unreadablePhotos: null,
  }
  const status: BackupStatus = { last, failure: null, stale: false, dailyAt: '02:00' }
  const card = (s: BackupStatus) =>
    text(renderToStaticMarkup(<BackupCard status={s} now={new Date('2026-11-26T12:00:00Z')} />))
  expect(card(status)).not.toContain('could not be read')
  const unreadable =
    '1 photo could not be read and is not in it: aaaaaaaaaaaaaaaa-800.avif (missing from the photo store)'
  expect(card({ ...status, last: { ...last, unreadablePhotos: unreadable } })).toContain(
    `Warning: ${unreadable}.`,
  )
})
