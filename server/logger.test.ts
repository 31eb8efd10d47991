import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLogger } from './logger'

const token = 'k3y_-ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklm'

function linesOf(log: (logger: ReturnType<typeof createLogger>) => void): string[] {
  const written: string[] = []
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk))
    return true
  })
  try {
    log(createLogger('info'))
  } finally {
    spy.mockRestore()
  }
  return written
}

describe('the request log', () => {
  afterEach(() => vi.restoreAllMocks())

  it('never carries the secret of a one-time link', () => {
    const lines = linesOf((logger) => {
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

  it('keeps other paths whole', () => {
    const [line] = linesOf((logger) => logger.info('request', { path: '/admin/leads/42?page=2' }))
    expect(JSON.parse(line ?? '')).toMatchObject({ path: '/admin/leads/42?page=2' })
  })
})
