import type { Readable } from 'node:stream'

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'

import { s3Client, type S3Options, statusOf } from '../photos/s3-client'
import { type BackupTarget, checkName } from './target'

/** S3 takes parts of 5 MiB or more (but the last); 8 MiB keeps memory small and requests few. */
export const defaultPartBytes = 8 * 1_048_576

/** Takes a stream in pieces of `size` bytes (the last may be shorter), holding one piece at a time. */
async function* pieces(body: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = []
  let length = 0
  for await (const chunk of body) {
    // a stream of text (a manifest) gives strings
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
    while (length + data.length >= size) {
      const take = size - length
      yield Buffer.concat([...held, data.subarray(0, take)])
      data = data.subarray(take)
      held = []
      length = 0
    }
    if (data.length > 0) {
      held.push(data)
      length += data.length
    }
  }
  if (length > 0) yield Buffer.concat(held)
}

/**
 * Backups in an S3 bucket (BACKUP_S3_BUCKET), under an optional prefix. An
 * object larger than one part is sent as a multipart upload, one part in
 * memory at a time; S3 shows it only once the upload completes, so a failed
 * backup leaves no half-written object (the upload is aborted).
 */
export class S3Target implements BackupTarget {
  private readonly client: S3Client
  private readonly bucket: string
  private readonly prefix: string
  private readonly partBytes: number

  constructor(options: S3Options & { prefix?: string; partBytes?: number }) {
    this.client = s3Client(options)
    this.bucket = options.bucket
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '')
    this.prefix = prefix ? `${checkName(prefix)}/` : ''
    this.partBytes = options.partBytes ?? defaultPartBytes
  }

  private key(name: string): string {
    return this.prefix + checkName(name)
  }

  async write(name: string, body: Readable): Promise<void> {
    const Key = this.key(name)
    const parts = pieces(body, this.partBytes)
    const first = await parts.next()
    const firstPart = first.done ? Buffer.alloc(0) : first.value
    if (firstPart.length < this.partBytes) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: firstPart }))
      return
    }
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key }),
    )
    const done: { ETag?: string; PartNumber: number }[] = []
    try {
      let part: Buffer | undefined = firstPart
      while (part) {
        const PartNumber = done.length + 1
        const { ETag } = await this.client.send(
          new UploadPartCommand({ Bucket: this.bucket, Key, UploadId, PartNumber, Body: part }),
        )
        done.push({ ETag, PartNumber })
        const next = await parts.next()
        part = next.done ? undefined : next.value
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      )
    } catch (error) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }))
        .catch(() => undefined) // the first error is the one worth reporting
      throw error
    }
  }

  async read(name: string): Promise<Readable | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(name) }),
      )
      // in Node the SDK's body is an http.IncomingMessage, a Readable
      return answer.Body as Readable
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined
      throw error
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(name) }))
      return true
    } catch (error) {
      if (statusOf(error) === 404) return false
      throw error
    }
  }

  /** Every key under `start`, page by page (1000 a page), with folders folded when `delimited`. */
  private async *listed(start: string, delimited: boolean) {
    let ContinuationToken: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: start,
          Delimiter: delimited ? '/' : undefined,
          ContinuationToken,
        }),
      )
      for (const folder of page.CommonPrefixes ?? []) if (folder.Prefix) yield folder.Prefix
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (ContinuationToken)
  }

  async list(prefix: string): Promise<string[]> {
    const start = prefix ? `${this.key(prefix)}/` : this.prefix
    const names: string[] = []
    for await (const key of this.listed(start, true))
      names.push(key.slice(start.length, key.endsWith('/') ? -1 : undefined))
    return names.sort()
  }

  async remove(prefix: string): Promise<void> {
    const key = this.key(prefix)
    const keys = [key]
    for await (const under of this.listed(`${key}/`, false)) keys.push(under)
    for (const Key of keys)
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))
  }

  describe(): string {
    return `s3://${this.bucket}/${this.prefix}`
  }

  /** Closes the client's sockets. */
  destroy(): void {
    this.client.destroy()
  }
}
