/** Shared pieces of the API tests that post contact messages. */

export const validContact = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '570-555-0188',
  interest: 'sales',
  message: 'Is the 4-seater still available for a test drive?',
}

/** Posts to /api/contact: an object as JSON, a string as it is (to test malformed bodies). */
export function postContact(
  baseUrl: string,
  body: object | string,
  contentType = 'application/json',
): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Outbox worker timings short enough for tests (seconds). */
export const fastMail = {
  MAIL_POLL_SECONDS: '0.1',
  MAIL_RETRY_BASE_SECONDS: '0.2',
  MAIL_RETRY_MAX_SECONDS: '1',
  // a send that takes longer is given up and tried again: on a busy machine a 2 s
  // ceiling gave up on sends the mail server had accepted, which then arrived twice
  MAIL_SEND_TIMEOUT_SECONDS: '5',
  MAIL_LEASE_SECONDS: '15',
}

/** Outbox worker timings for the load tests: quick rounds, with room for hundreds of e-mails. */
export const loadMail = {
  MAIL_POLL_SECONDS: '0.2',
  MAIL_RETRY_BASE_SECONDS: '0.5',
  MAIL_RETRY_MAX_SECONDS: '2',
  MAIL_SEND_TIMEOUT_SECONDS: '5',
  MAIL_LEASE_SECONDS: '30',
}

/** Visitor `i` of a load test, with a name and address of its own (`Load3`, `load3@…`). */
export const loadVisitor = (name: string, i: number) => ({
  ...validContact,
  firstName: `${name}${i}`,
  email: `${name.toLowerCase()}${i}@example.com`,
})

/** The message ids the contact API answered with. */
export const answeredIds = (responses: Response[]): Promise<string[]> =>
  Promise.all(responses.map(async (r) => ((await r.json()) as { id: string }).id))

/** Polls until the check passes, or fails with the message after the timeout. */
export async function until(
  check: () => boolean | Promise<boolean>,
  message: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
