import { describe, expect, it } from 'vitest'

import { isNavActive } from './nav-active.ts'

describe('isNavActive', () => {
  it('marks Home only on the exact root', () => {
    expect(isNavActive('/', '/')).toBe(true)
    expect(isNavActive('/inventory', '/')).toBe(false)
  })
  it('marks a section on its own path and any path below it', () => {
    expect(isNavActive('/rentals', '/rentals')).toBe(true)
    expect(isNavActive('/rentals/milford', '/rentals')).toBe(true)
    expect(isNavActive('/services', '/rentals')).toBe(false)
  })
  it('does not confuse a longer word with the route', () => {
    expect(isNavActive('/contact-us', '/contact')).toBe(false)
  })
})
