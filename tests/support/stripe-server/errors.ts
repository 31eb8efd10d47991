/** The body Stripe answers an error with (`{ error: { ... } }`). */
export type StripeErrorBody = {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error'
  message: string
  code?: string
  decline_code?: string
  param?: string
  doc_url?: string
  charge?: string
  payment_intent?: unknown
  payment_method?: unknown
  setup_intent?: unknown
}

/**
 * An API request Stripe refuses. `saved` is false for refusals made before the
 * endpoint ran (bad parameters): Stripe keeps no idempotent result for those.
 */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly saved = true,
  ) {
    super(body.message)
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`

/** A 400 invalid_request_error; `code` adds its documentation link as Stripe does. */
export function invalidRequest(
  message: string,
  details: { param?: string; code?: string; saved?: boolean } = {},
): StripeFailure {
  const { param, code, saved = true } = details
  return new StripeFailure(
    400,
    {
      type: 'invalid_request_error',
      message,
      ...(code ? { code, doc_url: docUrl(code) } : {}),
      ...(param ? { param } : {}),
    },
    saved,
  )
}

/** A parameter refused before the endpoint ran. */
export function badParam(
  message: string,
  param: string,
  code = 'parameter_invalid',
): StripeFailure {
  return invalidRequest(message, { param, code, saved: false })
}

/** 404 for an id this account does not have, worded as Stripe words it. */
export function missing(kind: string, id: string, param = 'id'): StripeFailure {
  return new StripeFailure(
    404,
    {
      type: 'invalid_request_error',
      code: 'resource_missing',
      doc_url: docUrl('resource_missing'),
      message: `No such ${kind}: '${id}'`,
      param,
    },
    false,
  )
}

/** A card refused (HTTP 402, StripeCardError in the stripe package). */
export function cardError(body: Omit<StripeErrorBody, 'type'> & { code: string }): StripeFailure {
  return new StripeFailure(402, { type: 'card_error', doc_url: docUrl(body.code), ...body })
}

export { docUrl }
