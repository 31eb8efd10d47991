import type { SendMailOptions } from 'nodemailer'

import type { DB } from '../db/connection'
import type { OutboxKind, OutboxRow } from '../db/schema'
import type { Settings } from '../env'
import {
  claimDue,
  countPending,
  type Outcome,
  recordOutcome,
  type RetrySettings,
} from './outbox-store'
import type { MailTransport } from './transport'
import { composeWrittenMail, isWritten, type WrittenKind } from './written-mail'

export type WorkerSettings = RetrySettings &
  Pick<Settings, 'MAIL_FROM' | 'MAIL_POLL_SECONDS' | 'MAIL_LEASE_SECONDS'>

/**
 * Writes the e-mail for an outbox row of a kind a business registered (its
 * words are made when it is sent, from what the row names), or says why it
 * cannot: that is recorded as the send's failure.
 */
export type OutboxComposer<S = WorkerSettings> = (
  row: OutboxRow,
  context: { db: DB; settings: S },
) => Promise<SendMailOptions | { error: string }>

/** The composer of each kind that is not a written e-mail (app/outbox-composers.ts). */
export type OutboxComposers<S = WorkerSettings> = Partial<
  Record<Exclude<OutboxKind, WrittenKind>, OutboxComposer<S>>
>

export type WorkerLogger = Record<
  'info' | 'warn' | 'error',
  (message: string, fields?: object) => void
>

export type OutboxWorker = {
  /** claims due rows and waits for their sends; resolves to how many were claimed (for tests) */
  runOnce(): Promise<number>
  /** stops polling, lets sends in flight finish (briefly), closes the transport */
  stop(): Promise<void>
}

/** sends at once; the SMTP pool opens at most 3 connections and queues the rest */
const maxInFlight = 10
const later = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Sends queued notifications from the outbox table, inside the server
 * process. Rows are claimed under a lease and recorded as sent only after the
 * mail server accepted them (see outbox-store.ts), so a restart re-sends only
 * sends that were never confirmed. Failures are retried with growing delays
 * until MAIL_MAX_ATTEMPTS, then marked 'failed' (the leads command can queue
 * the message again).
 */
export function createOutboxWorker<S extends WorkerSettings>(options: {
  db: DB
  transport: MailTransport
  settings: S
  composers: OutboxComposers<S>
  logger: WorkerLogger
  now?: () => Date
}): OutboxWorker & { start(): void } {
  const { db, transport, settings, composers, logger } = options
  const now = options.now ?? (() => new Date())
  const inFlight = new Map<string, Promise<unknown>>()
  let started = false
  let stopping = false
  let polling = false
  let pollAgain = false
  let backlog = false
  let timer: NodeJS.Timeout | undefined
  let polled: Promise<void> = Promise.resolve()

  const claim = (limit: number) =>
    claimDue(db, {
      now: now(),
      limit,
      leaseSeconds: settings.MAIL_LEASE_SECONDS,
      exclude: [...inFlight.keys()],
    })

  async function record(row: OutboxRow, outcome: Outcome): Promise<Failure> {
    const result = await recordOutcome(db, row, outcome, { now: now(), settings })
    const fields = {
      outbox: row.id,
      message: row.message_id,
      kind: row.kind,
      attempt: row.attempts,
    }
    if (!result.recorded) logger.warn('mail outcome arrived after its lease was taken over', fields)
    else if (outcome.sent) logger.info('mail sent', fields)
    else if (result.gaveUp) {
      logger.error('mail gave up after the last attempt', { ...fields, error: outcome.error })
    }
    return outcome.sent ? undefined : { delay: result.retryInSeconds, error: outcome.error }
  }

  type Failure = { delay: number; error: string } | undefined

  /** The e-mail for a row: a written one carries its own words, other kinds are composed. */
  async function compose(row: OutboxRow): Promise<SendMailOptions | { error: string }> {
    if (isWritten(row.kind)) {
      return composeWrittenMail(row, settings) ?? { error: 'the e-mail has no content' }
    }
    const composer = composers[row.kind]
    if (!composer) return { error: `no composer for ${row.kind} e-mails` }
    return composer(row, { db, settings })
  }

  async function send(row: OutboxRow): Promise<Failure> {
    try {
      const mail = await compose(row)
      if ('error' in mail) return await record(row, { sent: false, error: mail.error })
      const info = await transport.send(mail)
      return await record(row, { sent: true, response: info.response })
    } catch (error) {
      return await record(row, {
        sent: false,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  /** Starts the sends of claimed rows; each stays in `inFlight` until its outcome is recorded. */
  function dispatch(rows: OutboxRow[]): Promise<void> {
    const sends = rows.map((row) => {
      const sending = send(row)
        .catch((error: unknown) => {
          // recording failed (database trouble): the lease lets the row be retried later
          logger.error('mail outcome could not be recorded', {
            outbox: row.id,
            error: String(error),
          })
          return undefined
        })
        .finally(() => {
          inFlight.delete(row.id)
          kick()
        })
      inFlight.set(row.id, sending)
      return sending
    })
    return Promise.all(sends).then((results) => {
      const failures = results.filter((f) => f !== undefined)
      if (failures[0]) {
        // one line per claim: an unreachable server would otherwise log once per message
        logger.warn('mail send failed, will retry', {
          failed: failures.length,
          retryInSeconds: failures[0].delay,
          error: failures[0].error,
        })
      }
    })
  }

  /**
   * One poll: claims what is due, up to the free sending slots, and starts
   * sending without waiting, so one slow send never holds back the next lead.
   * When every slot is taken, more may be due: `backlog` makes each finished
   * send start the next poll at once instead of at the next interval.
   */
  async function poll() {
    polling = true
    try {
      for (;;) {
        const free = maxInFlight - inFlight.size
        backlog = free <= 0
        if (stopping || backlog) return
        const rows = await claim(free)
        void dispatch(rows)
        if (rows.length < free) return
      }
    } catch (error) {
      logger.error('outbox worker failed; trying again at the next poll', { error: String(error) })
    } finally {
      polling = false
    }
  }

  function schedule(ms: number) {
    clearTimeout(timer)
    timer = setTimeout(() => {
      polled = poll()
      void polled.finally(() => {
        if (!stopping) schedule(pollAgain ? 0 : settings.MAIL_POLL_SECONDS * 1000)
        pollAgain = false
      })
    }, ms)
  }

  /** A send finished while work was waiting for a free slot: poll now. */
  function kick() {
    if (!started || stopping || !backlog) return
    backlog = false
    if (polling) pollAgain = true
    else schedule(0)
  }

  const settled = () => Promise.all(inFlight.values()).then(() => undefined)

  return {
    async runOnce() {
      const rows = await claim(maxInFlight)
      await dispatch(rows)
      return rows.length
    },
    start() {
      started = true
      schedule(0)
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      // a claim under way still dispatches its rows: wait for it, so its sends are waited for too
      await polled
      // sends in flight get a moment to be confirmed; then their connections are cut
      // (an unconfirmed send is retried after its lease, by the next start)
      await Promise.race([settled(), later(5000)])
      transport.close(inFlight.size > 0)
      await Promise.race([settled(), later(2000)])
    },
  }
}

/**
 * Starts the worker inside the server process, or, without SMTP_URL, says
 * once that mail is not configured (messages keep being stored and queued).
 */
export async function startOutboxWorker<S extends WorkerSettings>(options: {
  db: DB
  transport: MailTransport | null
  settings: S
  composers: OutboxComposers<S>
  logger: WorkerLogger
}): Promise<OutboxWorker> {
  const { db, transport, logger } = options
  const pending = await countPending(db)
  if (!transport) {
    logger.warn(
      'mail is not configured (SMTP_URL is not set): messages are stored and their e-mails queued',
      {
        queued: pending,
      },
    )
    return { runOnce: async () => 0, stop: async () => {} }
  }
  const worker = createOutboxWorker({ ...options, transport })
  worker.start()
  logger.info('outbox worker started', { queued: pending })
  return worker
}
