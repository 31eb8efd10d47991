import { spawnSync } from 'node:child_process'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLogger, errorFields } from './logger'

const token = 'k3y_-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklm'

/** The lines a logger writes to stdout by the end of the event-loop turn it logged in. */
async function linesOf(log: (logger: ReturnType<typeof createLogger>) => void) {
  const writes: string[] = []
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    writes.push(String(chunk))
    return true
  })
  try {
    log(createLogger('info'))
    await new Promise(setImmediate)
  } finally {
    spy.mockRestore()
  }
  return { writes, lines: writes.join('').split('\n').filter(Boolean) }
}

describe('the request log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('never carries the secret of a one-time link', async () => {
    const { lines } = await linesOf((logger) => {
      logger.info('request', { path: `/admin/invite/${token}` })
      logger.info('request', { path: `/admin/reset-password/${token}.data?x=1` })
      logger.info('request', { url: `/admin/reset-password/${token}` })
    })
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line).not.toContain(token)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ path: '/admin/invite/[redacted]' })
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({
      path: '/admin/reset-password/[redacted]?x=1',
    })
  })

  it('never carries the secret of a reservation, alert or calendar link, however it is spelled', async () => {
    const links = [
      `/rentals/reservation/${token}`,
      `/alerts/confirm/${token}`,
      `/alerts/manage/${token}`,
      `/alerts/unsubscribe/${token}`,
      `/service/${token}/estimate`,
      `/feeds/rental-desk/${token}.ics`,
    ]
    const spelled = links.flatMap((link) => [
      link,
      `${link}.data?_routes=root`,
      link.toUpperCase(),
      `/%${link.charCodeAt(1).toString(16)}${link.slice(2)}`,
      link.replace(/\/([^/]+)$/, '/x/../$1'),
      link.replace(/\/([^/]+)$/, '/%2e/$1'),
    ])
    const { lines } = await linesOf((logger) => {
      for (const path of spelled) logger.info('request', { path })
    })
    expect(lines).toHaveLength(spelled.length)
    for (const line of lines) expect(line.toLowerCase()).not.toContain(token.toLowerCase())
    const paths = lines.map((line) => (JSON.parse(line) as { path: string }).path)
    expect(paths.slice(0, 2)).toEqual([
      '/rentals/reservation/[redacted]',
      '/rentals/reservation/[redacted]?_routes=root',
    ])
    expect(paths.at(-1)).toBe('/feeds/rental-desk/[redacted]')
  })

  it('keeps other paths whole', async () => {
    const {
      lines: [line],
    } = await linesOf((logger) => logger.info('request', { path: '/admin/leads/42?page=2' }))
    expect(JSON.parse(line ?? '')).toMatchObject({ path: '/admin/leads/42?page=2' })
  })

  it('writes the lines of one event-loop turn in one write, in order', async () => {
    const { writes, lines } = await linesOf((logger) => {
      for (let i = 0; i < 50; i++) logger.info('request', { path: `/inventory?page=${i}` })
    })
    expect(writes).toHaveLength(1)
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual(
      Array.from({ length: 50 }, (_, i) => `/inventory?page=${i}`),
    )
  })

  it('writes what is still waiting when the process exits', async () => {
    const script = [
      "import { createLogger } from './server/logger.ts'",
      "createLogger('info').info('last words', { path: '/' })",
      'process.exit(0)',
    ].join('\n')
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    )
    expect(child.status).toBe(0)
    expect(JSON.parse(child.stdout)).toMatchObject({ message: 'last words', path: '/' })
  })
})

describe('errorFields', () => {
  it("gives an Error's message, code and stack", () => {
    const error = Object.assign(new TypeError('bad argument'), { code: 'ERR_INVALID_ARG_TYPE' })
    expect(errorFields(error)).toEqual({
      error: 'bad argument',
      code: 'ERR_INVALID_ARG_TYPE',
      stack: error.stack,
    })
  })

  it('says what a thrown object holds, not "[object Object]"', () => {
    // the shape of React Router's error response for an address no route matches
    const response = {
      status: 404,
      statusText: 'Not Found',
      internal: true,
      error: new Error('No route matches URL "/x"'),
    }
    const { error } = errorFields(response)
    expect(JSON.parse(error)).toEqual({
      status: 404,
      statusText: 'Not Found',
      internal: true,
      error: { name: 'Error', message: 'No route matches URL "/x"' },
    })
    const circular: Record<string, unknown> = { reason: 'loop' }
    circular.self = circular
    expect(errorFields(circular).error).toContain("reason: 'loop'")
    expect(errorFields('plain text')).toEqual({ error: 'plain text' })
  })
})

describe('Stripe’s secrets', () => {
  afterEach(() => vi.restoreAllMocks())

  const secretKey = 'sk_live_51AbCdEfGhIjKlMnOpQrStUvWx'
  const webhookSecret = 'whsec_Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5'

  it('never reach the log, in a field at any depth or in the message', async () => {
    const { lines } = await linesOf((logger) => {
      logger.info(`settings ${secretKey}`, { settings: { STRIPE_WEBHOOK_SECRET: webhookSecret } })
      logger.info('stripe', {
        error: `Invalid API Key provided: ${secretKey}`,
        key: 'rk_test_abc123',
      })
    })
    expect(lines).toHaveLength(2)
    const text = lines.join('\n')
    expect(text).not.toContain(secretKey)
    expect(text).not.toContain(webhookSecret)
    expect(text).not.toContain('rk_test_abc123')
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      message: 'settings [redacted]',
      settings: { STRIPE_WEBHOOK_SECRET: '[redacted]' },
    })
  })

  it('leave the rest of a line as it was', async () => {
    const { lines } = await linesOf((logger) => {
      logger.info('payment', { paymentIntent: 'pi_3Abc', askedFor: 'task_live_x' })
    })
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      paymentIntent: 'pi_3Abc',
      askedFor: 'task_live_x',
    })
  })
})
