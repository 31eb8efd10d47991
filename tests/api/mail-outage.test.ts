import { describe, type ExpectStatic, it, type OnTestFinishedHandler } from 'vitest'

import { fastMail, postContact, sleep, until, validContact } from '#tests/support/contact.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { type ReceivedMail, startSmtp, type TestSmtp } from '#tests/support/smtp.ts'

/**
 * The servers and databases of one test, stopped in reverse order when it
 * ends: the tests run at once, each on its own mail server, site and database.
 */
function testResources(onTestFinished: (handler: OnTestFinishedHandler) => void) {
  const cleanups: Array<() => Promise<void> | void> = []
  onTestFinished(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  return {
    async smtpServer(running: boolean): Promise<TestSmtp> {
      const smtp = await startSmtp({ running })
      cleanups.push(() => smtp.stop())
      return smtp
    },
    async server(env: Record<string, string>, database?: TestDatabase): Promise<TestServer> {
      const started = await startServer(env, database)
      cleanups.push(() => started.stop())
      return started
    },
    /** A database that outlives one server, for restarts. */
    async sharedDatabase(): Promise<TestDatabase> {
      const database = await createTestDatabase()
      cleanups.push(() => database.drop())
      return database
    },
  }
}

async function submitMany(
  expect: ExpectStatic,
  url: string,
  count: number,
  tag: string,
): Promise<string[]> {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      postContact(url, { ...validContact, firstName: `${tag}${i}` }),
    ),
  )
  expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201))
  return Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id))
}

const dealerMails = (smtp: TestSmtp) =>
  smtp.messages.filter((m: ReceivedMail) => m.header('x-notification-kind') === 'dealer')

/** Each id exactly once among the dealer e-mails received, and nothing else. */
function expectEachOnce(expect: ExpectStatic, smtp: TestSmtp, ids: string[]) {
  const received = dealerMails(smtp).map((m) => m.header('x-lead-id'))
  expect(received.length).toBe(ids.length)
  expect([...received].sort()).toEqual([...ids].sort())
}

type OutboxState = { status: string; n: number }
const sentCount = async (s: TestServer) =>
  (await s.query<{ n: number }>(`select count(*) as n from outbox where status = 'sent'`))[0]?.n
const outboxStates = (s: TestServer) =>
  s.query<OutboxState>('select status, count(*) as n from outbox group by status order by status')

// each test starts its own servers, and they run at once: most of their time is spent
// waiting (for retries, a slow mail server, a lease); generous limits for a busy machine
describe.concurrent('mail server outage', { timeout: 120_000 }, () => {
  it('answers 201 while the mail server is down, keeps the e-mails queued, then delivers each once', async ({
    expect,
    onTestFinished,
  }) => {
    const { smtpServer, server } = testResources(onTestFinished)
    const smtp = await smtpServer(false)
    const site = await server({ ...fastMail, SMTP_URL: smtp.url })
    const ids = await submitMany(expect, site.url, 10, 'Outage')

    // every send has failed at least once and been tried again; nothing is lost or given up
    // (a row may be in a retry at any moment, so its status is not asked)
    await until(
      async () =>
        (
          await site.query<{ n: number }>(
            `select count(*) as n from outbox where status in ('queued', 'sending') and attempts >= 2 and last_error is not null`,
          )
        )[0]?.n === 10,
      'all 10 e-mails retried while the server is down',
    )
    expect(site.logs()).toContain('"message":"mail send failed, will retry"')

    await smtp.start()
    await until(
      async () => dealerMails(smtp).length >= 10,
      '10 dealer e-mails after the server came back',
    )
    await until(async () => (await sentCount(site)) === 10, 'every e-mail recorded as sent')
    await sleep(1500) // a few more poll and retry rounds: nothing may be sent twice
    expectEachOnce(expect, smtp, ids)
    expect(await outboxStates(site)).toEqual([{ status: 'sent', n: 10 }])
    const log = await site.query<{ outcome: string; n: number }>(
      'select outcome, count(*) as n from outbox_attempts group by outcome order by outcome',
    )
    expect(log.map((l) => l.outcome)).toEqual(['error', 'sent'])
    expect(log.find((l) => l.outcome === 'sent')?.n).toBe(10)
  })

  it('delivers each e-mail once across a server restart in the middle of the queue', async ({
    expect,
    onTestFinished,
  }) => {
    const { smtpServer, server, sharedDatabase } = testResources(onTestFinished)
    const smtp = await smtpServer(true)
    smtp.delayMs = 150 // a slow mail server, so the queue is still full when the server stops
    const database = await sharedDatabase()
    const env = { ...fastMail, SMTP_URL: smtp.url }
    const first = await server(env, database)
    const ids = await submitMany(expect, first.url, 40, 'Restart')
    await until(async () => dealerMails(smtp).length >= 5, 'the first e-mails before the restart')
    await first.stop() // graceful: sends in flight finish, the rest stays queued

    const before = dealerMails(smtp).length
    expect(before).toBeGreaterThanOrEqual(5)
    expect(before).toBeLessThan(40)

    // what the stopped server recorded as sent is exactly what the mail server accepted
    const pending = await database.query<{ n: number }>(
      `select count(*) as n from outbox where status != 'sent'`,
    )
    expect(pending[0]?.n).toBe(40 - before)

    const second = await server(env, database)
    await until(
      async () => dealerMails(smtp).length >= 40,
      'all 40 dealer e-mails after the restart',
    )
    await until(async () => (await sentCount(second)) === 40, 'every e-mail recorded as sent')
    await sleep(1000)
    expectEachOnce(expect, smtp, ids)
    expect(await outboxStates(second)).toEqual([{ status: 'sent', n: 40 }])
  })

  it('after a crash mid-send, sends again only once the lease has run out', async ({
    expect,
    onTestFinished,
  }) => {
    const { smtpServer, server, sharedDatabase } = testResources(onTestFinished)
    const smtp = await smtpServer(true)
    smtp.delayMs = 60_000 // the sends hang until the process dies
    const database = await sharedDatabase()
    // a lease long enough to outlast a slow restart on a busy machine
    const env = {
      ...fastMail,
      MAIL_SEND_TIMEOUT_SECONDS: '4',
      MAIL_LEASE_SECONDS: '12',
      SMTP_URL: smtp.url,
    }
    const crashing = await server(env, database)
    const ids = await submitMany(expect, crashing.url, 3, 'Crash')
    await until(
      async () =>
        (
          await crashing.query<{ n: number }>(
            `select count(*) as n from outbox where status = 'sending'`,
          )
        )[0]?.n === 3,
      'three sends in flight',
    )
    // when the crashed server's claims run out: nothing may be sent again before
    const leases = await crashing.query<{ lease_until: string }>(
      `select lease_until from outbox where status = 'sending'`,
    )
    const leaseEnds = Math.min(...leases.map((row) => Date.parse(row.lease_until)))
    await crashing.stop('SIGKILL')
    smtp.delayMs = 0

    const restarted = await server(env, database)

    await until(
      async () => dealerMails(smtp).length >= 3,
      'the three e-mails after the lease',
      30_000,
    )
    await until(async () => (await sentCount(restarted)) === 3, 'every e-mail recorded as sent')
    expectEachOnce(expect, smtp, ids)
    // an unconfirmed send is not repeated at once, however long the restart took
    for (const mail of dealerMails(smtp)) expect(mail.receivedAt).toBeGreaterThanOrEqual(leaseEnds)
    const log = await restarted.query<{
      outbox_id: string
      outcome: string
      attempt: number
      started_at: string
    }>(
      'select outbox_id, outcome, attempt, started_at from outbox_attempts order by outbox_id, attempt',
    )
    // per e-mail: the interrupted attempt, then, on a machine slow enough for a send to
    // time out, failed attempts, then one that sent it; none before the lease ran out
    const attempts = new Map<string, typeof log>()
    for (const l of log) attempts.set(l.outbox_id, [...(attempts.get(l.outbox_id) ?? []), l])
    expect(attempts.size).toBe(3)
    for (const tries of attempts.values()) {
      const outcomes = tries.map((l) => l.outcome).join(' ')
      expect(outcomes).toMatch(/^interrupted (error )*sent$/)
      const first = Date.parse(tries[0]?.started_at ?? '')
      for (const later of tries.slice(1)) {
        // the later attempts waited for the first one's lease
        expect(Date.parse(later.started_at) - first).toBeGreaterThanOrEqual(12_000)
      }
    }
  })

  it('without SMTP_URL starts, stores and queues, and says once that mail is not configured', async ({
    expect,
    onTestFinished,
  }) => {
    const { server } = testResources(onTestFinished)
    const site = await server({ ...fastMail })
    await submitMany(expect, site.url, 2, 'NoMail')
    await sleep(500)
    expect(await outboxStates(site)).toEqual([{ status: 'queued', n: 2 }])
    const notices = site.logs().match(/mail is not configured/g) ?? []
    expect(notices).toHaveLength(1)
  })
})
