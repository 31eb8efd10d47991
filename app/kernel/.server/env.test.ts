import { describe, expect, it } from 'vitest'

import { parseSettings } from './env.ts'

describe('parseSettings', () => {
  it('has working defaults', () => {
    const settings = parseSettings({})
    expect(settings.PORT).toBe(3000)
    expect(settings.DATABASE_URL).toBe('./data/site.db')
    expect(settings.SITE_URL).toMatch(/^https:\/\//)
  })
  it('drops a trailing slash from SITE_URL and treats empty values as unset', () => {
    expect(parseSettings({ SITE_URL: 'https://carts.example/', PORT: '' }).SITE_URL).toBe(
      'https://carts.example',
    )
  })
  it('names the wrong setting in one line', () => {
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(/^Invalid setting PORT: /)
    expect(() => parseSettings({ SITE_URL: 'not a url' })).toThrow(/^Invalid setting SITE_URL: /)
    expect(() => parseSettings({ DATABASE_URL: 'postgres://[db/x' })).toThrow(
      /^Invalid setting DATABASE_URL: .*postgres:\/\//,
    )
    expect(() => parseSettings({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /^Invalid setting DATABASE_POOL_SIZE: /,
    )
  })
  it('takes a PostgreSQL URL and a pool size for several server processes', () => {
    const settings = parseSettings({
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/carts',
      DATABASE_POOL_SIZE: '20',
    })
    expect(settings.DATABASE_URL).toBe('postgres://site:secret@db.internal:5432/carts')
    expect(settings.DATABASE_POOL_SIZE).toBe(20)
    expect(parseSettings({}).DATABASE_POOL_SIZE).toBe(10)
  })
})

describe('mail and contact settings', () => {
  it('has working defaults: no SMTP, inboxes from the content module, 5 messages in 10 minutes', () => {
    const settings = parseSettings({})
    expect(settings.SMTP_URL).toBeUndefined()
    expect(settings.MAIL_FROM).toBe(
      'Keystone Electric Golf Carts Website <info@keystone-golfcarts.example>',
    )
    expect(settings.MAIL_TO_GENERAL).toBe('info@keystone-golfcarts.example')
    expect(settings.LEAD_ADF_TO).toBeUndefined()
    expect(settings.MAIL_ACKNOWLEDGE).toBe(false)
    expect(settings.CONTACT_RATE_LIMIT).toBe(5)
    expect(settings.CONTACT_RATE_WINDOW_MINUTES).toBe(10)
    expect(settings.CONTACT_MIN_FILL_SECONDS).toBe(3)
  })

  it('reads values as typed in an environment file', () => {
    const settings = parseSettings({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Website <web@dealer.example>',
      LEAD_ADF_TO: 'leads@crm.example',
      MAIL_ACKNOWLEDGE: 'yes',
      MAIL_POLL_SECONDS: '0.2',
      CONTACT_RATE_LIMIT: '20',
    })
    expect(settings.SMTP_URL).toBe('smtps://user:secret@mail.example:465')
    expect(settings.MAIL_ACKNOWLEDGE).toBe(true)
    expect(settings.MAIL_POLL_SECONDS).toBe(0.2)
    expect(settings.CONTACT_RATE_LIMIT).toBe(20)
  })

  it.each([
    [
      { SMTP_URL: 'http://mail.example' },
      'Invalid setting SMTP_URL: must be an smtp:// or smtps:// URL',
    ],
    [{ MAIL_FROM: 'Website <not-an-address>' }, 'Invalid setting MAIL_FROM'],
    [{ MAIL_TO_SALES: 'sales@dealer.example, nobody' }, 'Invalid setting MAIL_TO_SALES'],
    [{ LEAD_ADF_TO: 'crm' }, 'Invalid setting LEAD_ADF_TO'],
    [{ MAIL_ACKNOWLEDGE: 'sometimes' }, 'Invalid setting MAIL_ACKNOWLEDGE'],
    [{ CONTACT_RATE_LIMIT: '0' }, 'Invalid setting CONTACT_RATE_LIMIT'],
    [{ CONTACT_MIN_FILL_SECONDS: '-1' }, 'Invalid setting CONTACT_MIN_FILL_SECONDS'],
    [{ MAIL_POLL_SECONDS: 'soon' }, 'Invalid setting MAIL_POLL_SECONDS'],
    [
      { MAIL_SEND_TIMEOUT_SECONDS: '60', MAIL_LEASE_SECONDS: '120' },
      'Invalid setting MAIL_LEASE_SECONDS: must be at least 3 times MAIL_SEND_TIMEOUT_SECONDS',
    ],
  ])('stops on %o with one line naming it', (source, message) => {
    expect(() => parseSettings(source)).toThrow(message)
  })

  it('never repeats an SMTP password in its message', () => {
    expect(() => parseSettings({ SMTP_URL: 'ftp://user:hunter2@mail.example' })).toThrow(
      /^(?!.*hunter2)/,
    )
  })
})

describe('online payment settings', () => {
  const key = 'sk_test_51AbCdEfGhIjKlMnOp'
  const secret = 'whsec_c2VjcmV0'

  it('are off by default, and read together', () => {
    const off = parseSettings({})
    expect([off.STRIPE_SECRET_KEY, off.STRIPE_WEBHOOK_SECRET, off.STRIPE_API_BASE]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    const on = parseSettings({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret })
    expect(on).toMatchObject({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret })
  })

  it.each([
    [
      { STRIPE_SECRET_KEY: key },
      'Invalid setting STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: secret },
      'Invalid setting STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: secret },
      'Invalid setting STRIPE_SECRET_KEY: must be a Stripe secret key',
    ],
    [
      {
        STRIPE_SECRET_KEY: 'sk_live_51AbCdEf',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_BASE: 'http://127.0.0.1:4010',
      },
      'Invalid setting STRIPE_API_BASE: is for a Stripe-compatible test server: it needs a test-mode STRIPE_SECRET_KEY',
    ],
  ])('stops on %o with one line naming it', (source, message) => {
    expect(() => parseSettings(source)).toThrow(message)
  })

  it('takes a test server’s address with a test-mode key', () => {
    const settings = parseSettings({
      STRIPE_SECRET_KEY: key,
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: 'http://127.0.0.1:4010',
    })
    expect(settings.STRIPE_API_BASE).toBe('http://127.0.0.1:4010')
  })

  it('never repeats a secret in its message', () => {
    expect(() =>
      parseSettings({ STRIPE_SECRET_KEY: 'sk_live_bad key', STRIPE_WEBHOOK_SECRET: secret }),
    ).toThrow(/^(?!.*bad key)/)
  })
})
