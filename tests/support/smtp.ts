import { createServer } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { type ParsedMail, parseMail } from './mime'

export type ReceivedMail = ParsedMail & {
  to: string[]
  from: string
  raw: string
  /** when the server accepted it (ms since the epoch) */
  receivedAt: number
}

export type TestSmtp = {
  port: number
  url: string
  /** every message accepted so far */
  messages: ReceivedMail[]
  /** listen (again) on the same port */
  start: () => Promise<void>
  /** stop listening and drop open connections: the mail server is "down" */
  stop: () => Promise<void>
  /** resolves once at least `count` messages match, or fails after the timeout */
  waitFor: (
    count: number,
    filter?: (m: ReceivedMail) => boolean,
    timeoutMs?: number,
  ) => Promise<ReceivedMail[]>
  /** milliseconds each message is held before it is accepted (a slow server) */
  delayMs: number
}

/** A free loopback port, found by listening on port 0 for a moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A real SMTP server on a loopback port that keeps every message it accepts.
 * It starts stopped when `running` is false, so tests can begin with the
 * mail server down.
 */
export async function startSmtp(options: { running?: boolean } = {}): Promise<TestSmtp> {
  const port = await freePort()
  const messages: ReceivedMail[] = []
  let server: SMTPServer | undefined
  // a slow server commits a message only when its delay is over; a client
  // that hangs up before then has not delivered it
  const closedSessions = new Set<string>()

  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    delayMs: 0,
    async start() {
      if (server) return
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 50,
        onClose(session) {
          closedSessions.add(session.id)
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8')
            const accept = () => {
              if (closedSessions.has(session.id)) return callback(new Error('client went away'))
              messages.push({
                ...parseMail(raw),
                raw,
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
                receivedAt: Date.now(),
              })
              callback(null, 'queued as test')
            }
            if (smtp.delayMs > 0) setTimeout(accept, smtp.delayMs)
            else accept()
          })
        },
      })
      // a client that goes away mid-session (a site the test kills, a send that timed
      // out) resets its connection: smtp-server reports that here, not as a test failure
      instance.on('error', () => {})
      await new Promise<void>((resolve, reject) => {
        instance.server.once('error', reject)
        instance.listen(port, '127.0.0.1', () => resolve())
      })
      server = instance
    },
    async stop() {
      const instance = server
      server = undefined
      if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()))
    },
    async waitFor(count, filter = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = messages.filter(filter)
        if (found.length >= count) return found
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} messages, got ${found.length} after ${timeoutMs} ms`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
  if (options.running !== false) await smtp.start()
  return smtp
}
