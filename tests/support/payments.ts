import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { parseSettings } from '#app/kernel/.server/env.ts'
import type { PaymentHandlers } from '#app/payments/.server/payment-handlers.ts'
import {
  type OnlinePayments,
  onlinePayments,
  stripeAddress,
} from '#app/payments/.server/stripe-client.ts'
import { receiveStripeEvent } from '#app/payments/.server/stripe-events.ts'
import { startStripeServer, type StripeServer } from '#tests/support/stripe-server/index.ts'

/** The site's settings for online payment on a local Stripe. */
export const stripeSettingsOf = (server: StripeServer) =>
  parseSettings({
    STRIPE_SECRET_KEY: server.secretKey,
    STRIPE_WEBHOOK_SECRET: server.webhookSecret,
    STRIPE_API_BASE: server.url,
  })

/**
 * A local Stripe whose webhooks go to the ledger's receiver on the test's
 * database (`db()` read at each delivery), as the site's endpoint would
 * hand them over: the raw body and its signature.
 */
export async function stripeWithWebhooks(
  db: () => DB,
  handlers: PaymentHandlers = {},
  /** the site's clock when an event arrives: a test's controlled clock */
  clock: () => Date = () => new Date(),
): Promise<{
  server: StripeServer
  online: OnlinePayments
  /** a client that never retries by itself: an answer lost stays lost */
  noRetries: Stripe
  stop: () => Promise<void>
}> {
  // set once the local Stripe is up: its address names the endpoint, which must exist first
  const ready: { online?: OnlinePayments } = {}
  const endpoint: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const { online } = ready
      const refuse = () => {
        response.writeHead(503)
        response.end()
      }
      // an event sent between tests (the local Stripe's clock moved on) finds no database
      let database: DB
      try {
        database = db()
      } catch {
        return refuse()
      }
      if (!online) return refuse()
      receiveStripeEvent(
        database,
        online,
        handlers,
        {
          body: Buffer.concat(chunks).toString('utf8'),
          signature: request.headers['stripe-signature']?.toString() ?? null,
        },
        clock(),
      ).then((answer) => {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(answer.body))
      }, refuse)
    })
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  const { port } = endpoint.address() as AddressInfo
  const server = await startStripeServer({
    webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
    webhookRetryDelaysMs: [10, 20],
  })
  const online = onlinePayments(stripeSettingsOf(server))
  if (!online) throw new Error('online payment should be on')
  ready.online = online
  const noRetries = new Stripe(server.secretKey, {
    ...stripeAddress(server.url),
    maxNetworkRetries: 0,
  })
  return {
    server,
    online,
    noRetries,
    async stop() {
      await server.stop()
      await new Promise((resolve) => endpoint.close(resolve))
    },
  }
}
