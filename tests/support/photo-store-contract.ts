import { buffer } from 'node:stream/consumers'

import { expect, it } from 'vitest'

import type { PhotoStore } from '#app/kernel/.server/photos/photo-store.ts'

const key = '0123456789abcdef-800.webp'

/** What every photo store must do; run by each store's own test. */
export function photoStoreContract(store: () => PhotoStore) {
  it('stores bytes and gives them back with their type and length', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 fake image bytes')
    await store().put(key, data)
    const head = await store().head(key)
    expect(head).toEqual({ contentType: 'image/webp', contentLength: data.length })
    const object = await store().get(key)
    expect(object).toMatchObject({ contentType: 'image/webp', contentLength: data.length })
    expect(await buffer(object!.body)).toEqual(data)
  })

  it('knows nothing of a key never stored', async () => {
    expect(await store().head('ffffffffffffffff-480.jpg')).toBeUndefined()
    expect(await store().get('ffffffffffffffff-480.jpg')).toBeUndefined()
  })

  it('deletes, and deleting a missing key is no error', async () => {
    const other = 'fedcba9876543210-480.jpg'
    await store().put(other, Buffer.from([0xff, 0xd8, 0xff]))
    expect(await store().head(other)).toMatchObject({ contentType: 'image/jpeg' })
    await store().delete(other)
    expect(await store().get(other)).toBeUndefined()
    await expect(store().delete(other)).resolves.toBeUndefined()
  })

  it('refuses keys the pipeline never makes', async () => {
    for (const bad of ['../../etc/passwd', 'x.jpg', '0123456789abcdef-800.svg', '']) {
      await expect(store().put(bad, Buffer.from('x'))).rejects.toThrow(/Not a photo key/)
      await expect(store().get(bad)).rejects.toThrow(/Not a photo key/)
    }
  })
}
