import { describe, expect, it } from 'vitest'

import { parseSettings } from '../env'
import { LocalPhotoStore } from './local-store'
import { createPhotoStore } from './store'

describe('photo settings', () => {
  it('default to a local folder', () => {
    const settings = parseSettings({})
    expect(settings.PHOTO_DIR).toBe('./data/photos')
    expect(settings.S3_BUCKET).toBeUndefined()
    expect(settings.S3_REGION).toBe('us-east-1')
    expect(createPhotoStore(settings)).toBeInstanceOf(LocalPhotoStore)
  })

  it('refuse S3 settings without a bucket, naming it', () => {
    expect(() => parseSettings({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid setting S3_BUCKET: must be set when S3_ENDPOINT or S3 keys are set (or BACKUP_S3_BUCKET)',
    )
  })

  it('refuse one S3 key without the other', () => {
    expect(() => parseSettings({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /Invalid setting S3_SECRET_ACCESS_KEY/,
    )
  })

  it('refuse an endpoint that is not an http(s) URL', () => {
    expect(() => parseSettings({ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /Invalid setting S3_ENDPOINT/,
    )
  })

  it('take a bucket alone (the SDK finds credentials itself)', () => {
    expect(parseSettings({ S3_BUCKET: 'photos' }).S3_BUCKET).toBe('photos')
  })
})
