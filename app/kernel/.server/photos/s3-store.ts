import type { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'

import { assertPhotoKey, photoContentType } from './keys'
import type { PhotoStore, StoredPhotoInfo } from './photo-store'
import { s3Client, type S3Options, statusOf } from './s3-client'

/** Photos in an S3-compatible bucket. */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(options: S3Options) {
    this.bucket = options.bucket
    this.client = s3Client(options)
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertPhotoKey(key)
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: photoContentType(key),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    )
  }

  async head(key: string): Promise<StoredPhotoInfo | undefined> {
    assertPhotoKey(key)
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      )
      return { contentType: photoContentType(key), contentLength: answer.ContentLength ?? 0 }
    } catch (error) {
      // HEAD answers have no body: a 404 is all S3 says
      if (statusOf(error) === 404) return undefined
      throw error
    }
  }

  async get(key: string) {
    assertPhotoKey(key)
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      return {
        contentType: photoContentType(key),
        contentLength: answer.ContentLength ?? 0,
        // in Node the SDK's body is an http.IncomingMessage, a Readable
        body: answer.Body as Readable,
      }
    } catch (error) {
      // a missing bucket is a fault, not a missing photo
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    assertPhotoKey(key)
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  /** Closes the client's sockets. */
  destroy(): void {
    this.client.destroy()
  }
}
