import { describe, expect, it } from 'vitest'

import { queryOf } from './query-string'

describe('queryOf', () => {
  it('lists the fields with a value, in order, encoded', () => {
    expect(queryOf({ q: 'rover xl', status: undefined, brand: 'denago', page: 2 })).toBe(
      '?q=rover+xl&brand=denago&page=2',
    )
  })

  it('is empty when no field has a value', () => {
    expect(queryOf({ q: '', page: undefined })).toBe('')
  })
})
