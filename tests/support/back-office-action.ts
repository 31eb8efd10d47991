import { createStaffUser, staffTestFileContext, startTestSession } from './staff.ts'

/** What a route action answered: its status and, for a refused form, its problems. */
export type ActionAnswer = { status: number; problems: Record<string, string> }

function answerOf(result: unknown): ActionAnswer {
  if (result instanceof Response) return { status: result.status, problems: {} }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { init, data } = result as { init: ResponseInit | null; data: unknown }
    const problems =
      data && typeof data === 'object' && 'problems' in data
        ? (data as { problems: Record<string, string> }).problems
        : {}
    return { status: init?.status ?? 200, problems }
  }
  return { status: 200, problems: {} }
}

/**
 * A back-office route's action called as the browser reaches it, on this
 * test file's database: signed-in staff of either role, their form posts
 * (with the site's Origin), and the answers, thrown ones included.
 */
export async function backOfficeAction(path: string, action: (args: never) => Promise<unknown>) {
  const { db, context } = await staffTestFileContext()
  const site = 'http://localhost:3000'
  const run = action as unknown as (args: unknown) => Promise<unknown>

  async function cookieFor(role: 'owner' | 'staff') {
    const user = await createStaffUser(db, { email: `${crypto.randomUUID()}@example.com`, role })
    const { token } = await startTestSession(db, user.id, { limits: context.settings })
    return `staff_session=${token}`
  }

  const post = (cookie: string, fields: Record<string, string>) =>
    new Request(`${site}${path}`, {
      method: 'POST',
      headers: { cookie, origin: site, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })

  async function send(request: Request): Promise<ActionAnswer> {
    try {
      return answerOf(await run({ request, context, params: {} }))
    } catch (thrown) {
      if (thrown instanceof Response || (thrown && typeof thrown === 'object' && 'init' in thrown))
        return answerOf(thrown)
      throw thrown
    }
  }

  return { db, context, cookieFor, post, send }
}
