import S3rver from 's3rver'

import { tempFolder } from './photo-files'

/** s3rver's built-in credentials: it checks request signatures against them. */
export const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, with
 * one empty bucket, storing in a temporary folder.
 */
export async function startS3Server(bucket = 'photos') {
  const folder = tempFolder('s3rver-')
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder.dir,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    ...s3Credentials,
    async stop() {
      await server.close()
      folder.remove()
    },
  }
}
