import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { type ApiContext, type Route } from './api'
import { readCardNumber } from './cards'
import { authenticate, expireCheckouts, payCheckout, type PayOutcome } from './checkout'
import { checkoutRoutes } from './checkout-routes'
import { customerRoutes } from './customer-routes'
import { type StripeErrorBody, StripeFailure } from './errors'
import { expand } from './expand'
import { type Params, parseForm, Reader } from './form'
import { hostedPage } from './hosted-page'
import { paymentRoutes } from './payment-routes'
import { expireAuthorizations } from './payments'
import { newId, Store, type StripeEvent } from './state'
import { type Delivery, Webhooks } from './webhooks'

export type { StripeEvent } from './state'
export type { Delivery } from './webhooks'

/** The API version of the stripe package this project pins (what its requests ask for). */
const apiVersion = '2026-10-28.endive'

const routes: Route[] = [...checkoutRoutes, ...paymentRoutes, ...customerRoutes]

export type StripeServerOptions = {
  /** where events are POSTed (also settable later with setWebhookUrl) */
  webhookUrl?: string
  /** waits before each retry of a refused webhook delivery (ms), 50, 100 and 200 by default */
  webhookRetryDelaysMs?: number[]
  /** the name the hosted page shows */
  businessName?: string
}

export type Failure = {
  /** answer with this status and an api_error; without it the connection is dropped */
  status?: number
  /** fail only after the request was carried out (a response lost on the way back) */
  afterProcessing?: boolean
}

export type StripeServer = {
  /** the fake's origin, e.g. http://127.0.0.1:41234 */
  url: string
  port: number
  /** the only API key the fake accepts (`Authorization: Bearer <secretKey>`) */
  secretKey: string
  /** the signing secret of the webhook endpoint (`whsec_...`) */
  webhookSecret: string
  stop: () => Promise<void>
  setWebhookUrl: (url: string | undefined) => void
  /** every event created so far, oldest first, of one type when given */
  events: (type?: string) => StripeEvent[]
  /** every webhook delivery tried so far */
  deliveries: () => Delivery[]
  /** sends an event again (a duplicate delivery) */
  deliver: (eventId: string, options?: { times?: number }) => Promise<void>
  /** keeps new events from being sent until releaseWebhooks */
  holdWebhooks: () => void
  /** sends the held events, in order or reversed; resolves once they are delivered */
  releaseWebhooks: (options?: { order?: 'as-created' | 'reverse' }) => Promise<void>
  /** resolves once every delivery started so far has ended */
  webhooksIdle: () => Promise<void>
  /** moves the test clock on: sessions expire and authorizations lapse as it passes them */
  advanceTime: (seconds: number) => void
  /** seconds since the epoch on the test clock */
  now: () => number
  /** makes the next API request to `path` fail (a network failure or a server error) */
  failNext: (path: string | RegExp, failure?: Failure) => void
  /** every API request received, oldest first */
  requests: () => { method: string; path: string; idempotencyKey: string | null }[]
  /**
   * Pays a Checkout Session as a payer on the hosted page would, without a
   * browser; a card that asks for 3D Secure is authenticated unless
   * `authenticate` is false.
   */
  payWithCard: (
    sessionId: string,
    cardNumber: string,
    options?: { email?: string; name?: string; authenticate?: boolean },
  ) => PayOutcome
}

type Answer = { status: number; body: string }
type Saved = Answer & { method: string; path: string; params: string }

function canonical(params: Params): string {
  return JSON.stringify(params, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  )
}

const errorAnswer = (status: number, error: StripeErrorBody): Answer => ({
  status,
  body: JSON.stringify({ error }, null, 2),
})

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * A local, in-memory Stripe for tests, on 127.0.0.1 and a port the system
 * chooses: the part of the API the site uses (Checkout Sessions and their
 * hosted page, PaymentIntents, refunds, customers, saved cards, idempotency,
 * signed webhooks), reached through the stripe package with
 * `new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http' })`.
 */
export async function startStripeServer(options: StripeServerOptions = {}): Promise<StripeServer> {
  const secretKey = newId('sk_test_', 40)
  const webhookSecret = newId('whsec_', 32)
  const webhooks = new Webhooks({
    secret: webhookSecret,
    ...(options.webhookUrl ? { url: options.webhookUrl } : {}),
    ...(options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : {}),
  })
  const store = new Store(apiVersion, (event) => webhooks.record(event))
  const businessName = options.businessName ?? 'Test merchant'
  const saved = new Map<string, Saved>()
  const failures: { path: string | RegExp; failure: Failure }[] = []
  const received: { method: string; path: string; idempotencyKey: string | null }[] = []
  let origin = ''

  const sweep = () => {
    expireCheckouts(store)
    expireAuthorizations(store)
  }

  function carryOut(
    method: string,
    path: string,
    params: Params,
    key: string | null,
  ): Answer & { keep: boolean } {
    const route = routes.find(
      (candidate) => candidate.method === method && candidate.path.test(path),
    )
    if (!route) {
      return {
        ...errorAnswer(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        }),
        keep: false,
      }
    }
    const ids = (route.path.exec(path) ?? []).slice(1).map((id) => decodeURIComponent(id ?? ''))
    store.request = { id: newId('req_', 14), idempotency_key: key }
    try {
      const reader = new Reader(params)
      const paths = reader.strings('expand')
      const rest = { ...params }
      delete rest.expand
      const context: ApiContext = { store, params: new Reader(rest), origin }
      const result = route.handle(context, ...ids)
      return {
        status: 200,
        body: JSON.stringify(expand(store, result, paths), null, 2),
        keep: true,
      }
    } catch (error) {
      if (error instanceof StripeFailure)
        return { ...errorAnswer(error.status, error.body), keep: error.saved }
      throw error
    } finally {
      store.request = { id: null, idempotency_key: null }
    }
  }

  function api(request: IncomingMessage, response: ServerResponse, url: URL, body: string): void {
    const method = request.method ?? 'GET'
    const path = url.pathname
    const key = method === 'POST' ? (request.headers['idempotency-key']?.toString() ?? null) : null
    received.push({ method, path, idempotencyKey: key })
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': newId('req_', 14),
      'Stripe-Version': request.headers['stripe-version']?.toString() ?? apiVersion,
      ...(key ? { 'Idempotency-Key': key } : {}),
    }
    const reply = (answer: Answer) => {
      response.writeHead(answer.status, headers)
      response.end(answer.body)
    }

    const authorization = request.headers.authorization
    if (authorization !== `Bearer ${secretKey}`) {
      const given = authorization?.replace(/^Bearer\s+/i, '') ?? ''
      return reply(
        errorAnswer(401, {
          type: 'invalid_request_error',
          message: given
            ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(given.length - 12, 0))}${given.slice(-4)}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        }),
      )
    }
    sweep()

    const failureIndex = failures.findIndex(({ path: wanted }) =>
      typeof wanted === 'string' ? wanted === path : wanted.test(path),
    )
    const failure = failureIndex >= 0 ? failures.splice(failureIndex, 1)[0]?.failure : undefined
    const fail = (chosen: Failure) => {
      if (chosen.status === undefined) return void response.socket?.destroy()
      reply(errorAnswer(chosen.status, { type: 'api_error', message: 'An unknown error occurred' }))
    }
    if (failure && !failure.afterProcessing) return fail(failure)

    let params: Params
    try {
      params = parseForm(method === 'POST' ? body : url.search.slice(1))
    } catch {
      return reply(
        errorAnswer(400, { type: 'invalid_request_error', message: 'Invalid request body.' }),
      )
    }
    const paramsText = canonical(params)
    const previous = key ? saved.get(key) : undefined
    let answer: Answer
    if (key && previous) {
      if (previous.method !== method || previous.path !== path) {
        answer = errorAnswer(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${previous.method} ${previous.path}' vs '${method} ${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        })
      } else if (previous.params !== paramsText) {
        answer = errorAnswer(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        })
      } else {
        answer = previous
        headers['Idempotent-Replayed'] = 'true'
      }
    } else {
      const result = carryOut(method, path, params, key)
      answer = result
      if (key && result.keep) saved.set(key, { ...result, method, path, params: paramsText })
    }
    if (failure) return fail(failure)
    reply(answer)
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const url = new URL(request.url ?? '/', origin)
        if (url.pathname.startsWith('/c/pay/')) {
          sweep()
          return hostedPage(store, request, response, url.pathname, body, businessName)
        }
        api(request, response, url, body)
      })
      .catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'application/json' })
        response.end(
          JSON.stringify({
            error: {
              type: 'api_error',
              message: error instanceof Error ? error.message : String(error),
            },
          }),
        )
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`

  return {
    url: origin,
    port,
    secretKey,
    webhookSecret,
    async stop() {
      webhooks.stop()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    setWebhookUrl(url) {
      webhooks.url = url
    },
    events: (type) =>
      webhooks.events
        .filter((event) => !type || event.type === type)
        .map((event) => structuredClone(event)),
    deliveries: () => [...webhooks.deliveries],
    deliver: (eventId, { times = 1 } = {}) => webhooks.redeliver(eventId, times),
    holdWebhooks: () => webhooks.hold(),
    releaseWebhooks: ({ order = 'as-created' } = {}) => webhooks.release(order),
    webhooksIdle: () => webhooks.idle(),
    advanceTime(seconds) {
      store.advance(seconds)
      sweep()
    },
    now: () => store.now(),
    failNext(path, failure = {}) {
      failures.push({ path, failure })
    },
    requests: () => [...received],
    payWithCard(sessionId, cardNumber, payOptions = {}) {
      sweep()
      const record = store.checkouts.get(sessionId)
      if (!record) throw new Error(`no Checkout Session ${sessionId}`)
      if (record.session.status !== 'open')
        throw new Error(`the session is ${record.session.status}`)
      const read = readCardNumber(cardNumber)
      if ('problem' in read) throw new Error(`${cardNumber} is not a card number (${read.problem})`)
      const today = new Date(store.now() * 1000)
      const card = {
        ...read.card,
        expMonth: 12,
        expYear: today.getUTCFullYear() + 3,
        name: payOptions.name ?? null,
      }
      const payer = {
        email: record.session.customer_email ?? payOptions.email ?? 'payer@example.com',
        name: payOptions.name ?? null,
      }
      const result = payCheckout(store, record, card, payer)
      if (result.outcome !== 'requires_authentication') return result
      return authenticate(store, record, payOptions.authenticate ?? true)
    },
  }
}
