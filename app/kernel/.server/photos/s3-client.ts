import { S3Client } from '@aws-sdk/client-s3'

import type { Settings } from '../env'

export type S3Options = {
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS itself */
  endpoint?: string
  bucket: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
}

/** The S3 account the settings name (S3_ENDPOINT, S3_REGION and the keys), with one of its buckets. */
export function s3OptionsOf(settings: Settings, bucket: string): S3Options {
  return {
    endpoint: settings.S3_ENDPOINT,
    bucket,
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
  }
}

/**
 * A client for an S3-compatible server. Path-style addressing and checksums
 * only when an operation requires them, so MinIO, s3rver and other
 * compatible servers behave like AWS.
 */
export function s3Client(options: S3Options): S3Client {
  return new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  })
}

/** The HTTP status of a failed S3 call (HEAD answers have no body: a 404 is all S3 says). */
export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
}
