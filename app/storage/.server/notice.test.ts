import { describe, expect, it } from 'vitest'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { serversOnOneDatabase } from '#tests/support/database.ts'
import { insertStorageContract } from '#tests/support/storage-contracts.ts'

import { noticeByCustomer, noticeByStaff } from './notice'

const servers = serversOnOneDatabase()
const db = (): DB => servers.db()
const siteUrl = 'https://www.keystone-golfcarts.example'
const actor = { id: 'staff-1', email: 'desk@example.com', ip: '127.0.0.1' }

describe('30 days’ notice', () => {
  it('is given once when the customer and staff post at the same moment on several servers', async () => {
    const contract = await insertStorageContract(db(), { start_day: '2028-01-05' })
    const now = new Date('2028-06-10T23:30:00-04:00') // June 11th in UTC, June 10th here
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        noticeByCustomer(servers.serverConnection(), contract.token, { siteUrl, now }),
      ),
      ...Array.from({ length: 2 }, () =>
        noticeByStaff(servers.serverConnection(), contract.id, { actor, siteUrl, now }),
      ),
    ])
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1)
    expect(
      answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.reason),
    ).toEqual(Array<string>(5).fill('conflict'))
    const row = await db()
      .selectFrom('storage_contracts')
      .select(['end_day', 'notice_given_at'])
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ end_day: '2028-07-10', notice_given_at: now.toISOString() })
    const mail = await db().selectFrom('outbox').select('recipient').execute()
    expect(mail).toEqual([{ recipient: 'morgan@example.com' }])
    const events = await db()
      .selectFrom('storage_contract_events')
      .select('kind')
      .where('kind', '=', 'notice')
      .execute()
    expect(events).toHaveLength(1)
  })

  it('is refused on a package, which runs to its end', async () => {
    const winter = await insertStorageContract(db(), {
      start_day: '2027-10-15',
      end_day: '2028-04-15',
      plan: 'winter',
    })
    expect(await noticeByCustomer(db(), winter.token, { siteUrl })).toMatchObject({
      ok: false,
      reason: 'invalid',
    })
  })
})
