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
    expect(() => parseSettings({ DATABASE_URL: 'postgres://db/x' })).toThrow(/DATABASE_URL.*PostgreSQL/)
  })
})
