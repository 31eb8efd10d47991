import { signatureHeader } from './signature'
import type { StripeEvent } from './state'

/** One try at delivering one event. */
export type Delivery = {
  eventId: string
  type: string
  attempt: number
  /** the endpoint's HTTP status, or null when it could not be reached */
  status: number | null
  /** what went wrong when it could not be reached */
  error?: string
}

export type WebhookOptions = {
  secret: string
  url?: string
  /** waits before each retry of a delivery the endpoint refused (ms) */
  retryDelaysMs?: number[]
}

/**
 * Sends events to the webhook endpoint, signed as Stripe signs them, one at a
 * time in the order they happened, retrying an answer other than 2xx a few
 * times. Deliveries can be held and then released in another order.
 */
export class Webhooks {
  readonly events: StripeEvent[] = []
  readonly deliveries: Delivery[] = []
  url: string | undefined
  private held: StripeEvent[] | null = null
  private queue: Promise<void> = Promise.resolve()
  private stopped = false
  /** retry waits under way, ended early when the server stops */
  private readonly waits = new Map<NodeJS.Timeout, () => void>()

  constructor(private readonly options: WebhookOptions) {
    this.url = options.url
  }

  /** A new event: sent now, or kept while deliveries are held. */
  record(event: StripeEvent): void {
    this.events.push(event)
    if (this.held) this.held.push(event)
    else this.enqueue(event, 1)
  }

  hold(): void {
    this.held ??= []
  }

  /** Sends the held events, in the order they happened or the reverse; resolves once sent. */
  release(order: 'as-created' | 'reverse' = 'as-created'): Promise<void> {
    const held = this.held ?? []
    this.held = null
    for (const event of order === 'reverse' ? [...held].reverse() : held) this.enqueue(event, 1)
    return this.idle()
  }

  /** Sends an event again, `times` times (a duplicate delivery, as Stripe may make). */
  redeliver(eventId: string, times: number): Promise<void> {
    const event = this.events.find((item) => item.id === eventId)
    if (!event) throw new Error(`no event ${eventId}`)
    for (let i = 0; i < times; i++) this.enqueue(event, 1)
    return this.idle()
  }

  /** Resolves once every delivery started so far has ended (retries included). */
  async idle(): Promise<void> {
    let seen: Promise<void>
    do {
      seen = this.queue
      await seen
    } while (seen !== this.queue)
  }

  stop(): void {
    this.stopped = true
    for (const [timer, resolve] of this.waits) {
      clearTimeout(timer)
      resolve()
    }
    this.waits.clear()
  }

  private enqueue(event: StripeEvent, attempts: number): void {
    this.queue = this.queue.then(() => this.send(event, attempts))
  }

  private async send(event: StripeEvent, attempt: number): Promise<void> {
    const url = this.url
    if (!url || this.stopped) return
    const payload = JSON.stringify(event, null, 2)
    let status: number | null = null
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          // signed at each try with the real time, which Stripe's tolerance check reads
          'Stripe-Signature': signatureHeader(
            payload,
            this.options.secret,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      })
      status = response.status
      await response.arrayBuffer()
      this.deliveries.push({ eventId: event.id, type: event.type, attempt, status })
    } catch (error) {
      this.deliveries.push({
        eventId: event.id,
        type: event.type,
        attempt,
        status: null,
        error: error instanceof Error ? error.message : String(error),
      })
    }
    if (status !== null && status >= 200 && status < 300) return
    const delays = this.options.retryDelaysMs ?? [50, 100, 200]
    const delay = delays[attempt - 1]
    if (delay === undefined || this.stopped) return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer)
        resolve()
      }, delay)
      this.waits.set(timer, resolve)
    })
    await this.send(event, attempt + 1)
  }
}
