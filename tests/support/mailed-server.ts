import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { spawnServer } from './server-process'
import { freePort, startSmtp, type TestSmtp } from './smtp'
import { startStripeServer, type StripeServer } from './stripe-server/index.ts'

export type MailedServer = {
  /** the server's origin, e.g. http://localhost:41234 */
  site: string
  databaseUrl: string
  /** the test mail server that catches everything the outbox sends */
  smtp: TestSmtp
  stop: () => Promise<void>
}

/**
 * A server of a browser journey's own: a fresh database and photo folder,
 * and SMTP_URL at a test mail server (the shared e2e servers send no mail).
 */
export async function startMailedServer(
  name: string,
  /** more settings for this server */
  env: Record<string, string> = {},
): Promise<MailedServer> {
  const smtp = await startSmtp()
  const dir = mkdtempSync(path.join(tmpdir(), `golf-carts-e2e-${name}-`))
  const databaseUrl = path.join(dir, 'site.db')
  const port = await freePort()
  const site = `http://localhost:${port}`
  const { child } = await spawnServer({
    PORT: String(port),
    SITE_URL: site,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    SMTP_URL: smtp.url,
    // the outbox worker looks for queued e-mails every 5 seconds by default
    MAIL_POLL_SECONDS: '0.2',
    PHOTO_DIR: path.join(dir, 'photos'),
    ...env,
  })
  return {
    site,
    databaseUrl,
    smtp,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      await smtp.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A journey's own server with online payment on, at a local Stripe whose webhooks reach it. */
export type PayingServer = { own: MailedServer; stripe: StripeServer; stop: () => Promise<void> }

export async function startPayingServer(name: string): Promise<PayingServer> {
  const stripe = await startStripeServer()
  const own = await startMailedServer(name, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  })
  stripe.setWebhookUrl(`${own.site}/webhooks/stripe`)
  return {
    own,
    stripe,
    async stop() {
      await own.stop()
      await stripe.stop()
    },
  }
}
