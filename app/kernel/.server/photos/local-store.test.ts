import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { tempFolder } from '#tests/support/photo-files.ts'
import { photoStoreContract } from '#tests/support/photo-store-contract.ts'

import { LocalPhotoStore } from './local-store'

const folder = tempFolder()
afterAll(() => folder.remove())
const dir = path.join(folder.dir, 'photos')
const store = new LocalPhotoStore(dir)

describe('LocalPhotoStore', () => {
  photoStoreContract(() => store)

  it('creates its folder and leaves only whole files in it', async () => {
    await store.put('00000000000000ff-480.avif', Buffer.alloc(2048, 1))
    expect(existsSync(path.join(dir, '00000000000000ff-480.avif'))).toBe(true)
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([])
  })
})
