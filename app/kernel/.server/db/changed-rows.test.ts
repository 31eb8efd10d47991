import { DeleteResult, InsertResult, UpdateResult } from 'kysely'
import { describe, expect, it } from 'vitest'

import { changedRow, rowsChanged } from './changed-rows'

describe('rows a write changed', () => {
  it('counts updates, deletes and inserts alike, as numbers', () => {
    expect(rowsChanged(new UpdateResult(3n, 3n))).toBe(3)
    expect(rowsChanged(new DeleteResult(2n))).toBe(2)
    expect(rowsChanged(new InsertResult(undefined, 1n))).toBe(1)
  })

  it('counts an insert the conflict clause skipped as none', () => {
    expect(rowsChanged(new InsertResult(undefined, undefined))).toBe(0)
    expect(changedRow(new InsertResult(undefined, undefined))).toBe(false)
  })

  it('tells whether a guarded write found its row', () => {
    expect(changedRow(new UpdateResult(1n, 1n))).toBe(true)
    expect(changedRow(new UpdateResult(0n, 0n))).toBe(false)
    expect(changedRow(new DeleteResult(1n))).toBe(true)
    expect(changedRow(new DeleteResult(0n))).toBe(false)
    expect(changedRow(new InsertResult(undefined, 1n))).toBe(true)
  })
})
