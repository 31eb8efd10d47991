import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { migrationNames } from '../migrations'
import { migrations } from './index'

describe('the migrations', () => {
  const listed = Object.keys(migrations)

  it('are listed in the order Kysely runs them (sorted by name)', () => {
    expect(listed).toEqual([...listed].sort())
    expect(migrationNames).toEqual(listed)
  })

  it('are one file each, named after the migration', () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => /^\d{3}-[a-z0-9-]+\.ts$/.test(file))
      .sort()
    expect(files.map((file) => file.replace(/\.ts$/, '').replaceAll('-', '_'))).toEqual(listed)
  })
})
