import type { AddressInfo } from 'node:net'
import path from 'node:path'

import express from 'express'

import type { DB } from '#app/kernel/.server/db/connection.ts'
import { LocalPhotoStore } from '#app/kernel/.server/photos/local-store.ts'
import type { PhotoStore } from '#app/kernel/.server/photos/photo-store.ts'
import { createPhotoPipeline, type PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { errorHandler } from '#server/error-handler.ts'
import { photoUpload, type PhotoUploadOptions } from '#server/photos/photo-upload.ts'
import { photosRoute } from '#server/photos/photos-route.ts'

import { memoryDatabase, tempFolder } from './photo-files'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

/** The header the test app takes as a signed-in staff member. */
export const staffHeader = { 'x-test-staff': 'staff-1' }

export type PhotoApp = {
  url: string
  db: DB
  store: PhotoStore
  pipeline: PhotoPipeline
  stagingDir: string
  /** audit entries recorded with the uploads */
  recorded: { userId: string; vehicleId: string; photoIds: string[] }[]
  stop: () => Promise<void>
}

/**
 * An Express app with the photo routes at the paths the site mounts them:
 * photos served at /photos, uploads at POST /admin/vehicles/:id/photos, where
 * `authorize` stands in for the staff session.
 */
export function photoRoutesApp(
  options: Omit<PhotoUploadOptions, 'vehicleId'> & { store: PhotoStore },
): express.Express {
  const { store, ...upload } = options
  const app = express()
  app.use('/photos', photosRoute(store))
  app.post(
    '/admin/vehicles/:id/photos',
    photoUpload({ ...upload, vehicleId: (req) => (req.params as { id?: string }).id }),
  )
  return app
}

/**
 * A small Express app with the photo routes as the site mounts them: uploads
 * at POST /admin/vehicles/:id/photos (staff known by a header), photos
 * served at /photos, a folder store and a fresh database.
 */
export async function startPhotoApp(
  options: { store?: PhotoStore; limits?: PhotoUploadOptions['limits'] } = {},
): Promise<PhotoApp> {
  const folder = tempFolder('photo-app-')
  const db = await memoryDatabase()
  const store = options.store ?? new LocalPhotoStore(path.join(folder.dir, 'photos'))
  const pipeline = await createPhotoPipeline({ db, store, logger: quiet })
  const stagingDir = folder.dir
  const recorded: PhotoApp['recorded'] = []

  const app = photoRoutesApp({
    store,
    db,
    pipeline,
    stagingDir,
    limits: options.limits,
    authorize: async (req, res) => {
      const staff = req.headers['x-test-staff']
      if (typeof staff === 'string') return { userId: staff }
      res.status(401).json({ error: 'Sign in first.' })
      return undefined
    },
    onRecorded: async (_trx, entry) => {
      recorded.push({
        userId: entry.userId,
        vehicleId: entry.vehicleId,
        photoIds: entry.photos.map((p) => p.id),
      })
    },
  })
  app.use(errorHandler(quiet))

  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    store,
    pipeline,
    stagingDir,
    recorded,
    async stop() {
      await pipeline.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await db.destroy()
      folder.remove()
    },
  }
}

/** A multipart body of files, as a browser's file input sends it. */
export function photoForm(files: { name: string; data: Buffer; type?: string }[]): FormData {
  const form = new FormData()
  for (const file of files) {
    form.append(
      'photos',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    )
  }
  return form
}
