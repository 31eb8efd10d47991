import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  answeredIds,
  loadMail,
  loadVisitor,
  postContact,
  sleep,
  until,
} from '#tests/support/contact.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts'

const total = 200
let smtp: TestSmtp
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtp({ running: false })
  server = await startServer({
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: '10000',
    ...loadMail,
  })
})
afterAll(async () => {
  await server.stop()
  await smtp.stop()
})

const count = async (sql: string) => (await server.query<{ n: number }>(sql))[0]?.n ?? -1
const dealerMails = () => smtp.messages.filter((m) => m.header('x-notification-kind') === 'dealer')

describe('load', { timeout: 180_000 }, () => {
  it(`stores ${total} parallel submissions and delivers exactly ${total} dealer e-mails after an outage`, async () => {
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: total }, (_, i) => postContact(server.url, loadVisitor('Load', i))),
    )
    const submitMs = Date.now() - started
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(total)
    const ids = await answeredIds(responses)
    expect(new Set(ids).size).toBe(total)
    expect(await count('select count(*) as n from contact_messages')).toBe(total)

    // the mail server stays down for a while: at least 5 s, and until every e-mail failed once
    await until(
      async () =>
        (await count(
          `select count(*) as n from outbox where attempts >= 1 and status = 'queued'`,
        )) === total,
      'every e-mail tried once while the mail server is down',
      60_000,
    )
    const downMs = Date.now() - started
    await sleep(Math.max(0, 5000 - downMs))
    const failedAttempts = await count(
      `select count(*) as n from outbox_attempts where outcome = 'error'`,
    )
    expect(dealerMails()).toHaveLength(0)

    await smtp.start()
    const upAt = Date.now()
    await until(async () => dealerMails().length >= total, `${total} dealer e-mails`, 90_000)
    const deliverMs = Date.now() - upAt
    await until(
      async () => (await count(`select count(*) as n from outbox where status = 'sent'`)) === total,
      'every e-mail recorded as sent',
    )
    await sleep(3000) // more poll and retry rounds: still nothing twice

    const mails = dealerMails()
    const leadIds = mails.map((m) => m.header('x-lead-id'))
    expect(mails).toHaveLength(total)
    expect(new Set(leadIds).size).toBe(total)
    expect([...leadIds].sort()).toEqual([...ids].sort())
    expect(await count('select count(*) as n from contact_messages')).toBe(total)
    expect(await count(`select count(*) as n from outbox where status = 'sent'`)).toBe(total)
    expect(await count(`select count(*) as n from outbox_attempts where outcome = 'sent'`)).toBe(
      total,
    )

    // the numbers for the closing note
    console.log(
      JSON.stringify({
        submissions: total,
        answered201: statuses.filter((s) => s === 201).length,
        submitMs,
        storedMessages: await count('select count(*) as n from contact_messages'),
        mailServerDownForMs: upAt - started,
        failedAttemptsWhileDown: failedAttempts,
        allTriedOnceAfterMs: downMs,
        dealerEmails: mails.length,
        distinctLeads: new Set(leadIds).size,
        deliveredAllWithinMsOfServerUp: deliverMs,
      }),
    )
  })
})
