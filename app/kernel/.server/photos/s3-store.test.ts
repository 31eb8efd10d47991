import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { photoStoreContract } from '#tests/support/photo-store-contract.ts'
import { startS3Server } from '#tests/support/s3-server.ts'

import { parseSettings } from '../env'
import { S3PhotoStore } from './s3-store'
import { createPhotoStore } from './store'

let s3: Awaited<ReturnType<typeof startS3Server>>
let store: S3PhotoStore

beforeAll(async () => {
  s3 = await startS3Server()
  store = new S3PhotoStore(s3)
})
afterAll(async () => {
  store.destroy()
  await s3.stop()
})

describe('S3PhotoStore against a local S3 server', () => {
  photoStoreContract(() => store)

  it('is the store the settings choose when S3_BUCKET is set', async () => {
    const settings = parseSettings({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    })
    const configured = createPhotoStore(settings)
    expect(configured).toBeInstanceOf(S3PhotoStore)
    await configured.put('abcdefabcdefabcd-480.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
    expect(await store.head('abcdefabcdefabcd-480.jpg')).toEqual({
      contentType: 'image/jpeg',
      contentLength: 4,
    })
    ;(configured as S3PhotoStore).destroy()
  })

  it('fails loudly when the bucket is missing instead of reporting a missing photo', async () => {
    const wrong = new S3PhotoStore({ ...s3, bucket: 'no-such-bucket' })
    await expect(wrong.put('abcdefabcdefabcd-800.jpg', Buffer.from('x'))).rejects.toThrow()
    await expect(wrong.get('abcdefabcdefabcd-800.jpg')).rejects.toThrow()
    wrong.destroy()
  })
})
