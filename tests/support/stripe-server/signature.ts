import { createHmac } from 'node:crypto'

/**
 * The `Stripe-Signature` header of a webhook delivery: the time it was signed
 * and the HMAC-SHA256 of "<time>.<payload>" keyed with the endpoint's secret.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}
