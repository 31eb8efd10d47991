import type { Request, RequestHandler } from 'express'

import { recordAudit } from '#app/kernel/.server/audit/audit.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { Settings } from '#app/kernel/.server/env.ts'
import type { PhotoPipeline } from '#app/kernel/.server/photos/pipeline.ts'
import { staffFromHeaders } from '#app/staff/.server/staff-from-headers.ts'

import { gateLocals } from '../gate/edge-gate'
import { photoUpload } from './photo-upload'

/** Where the cart edit page's upload form posts its photos. */
export const photoUploadPath = '/admin/inventory/:id/photos'

type Options = { db: DB; settings: Settings; pipeline: Pick<PhotoPipeline, 'enqueue'> }

const editPage = (req: Request) =>
  `/admin/inventory/${encodeURIComponent(String(req.params.id ?? ''))}`

/**
 * The back office's photo upload: the staff session and the site's own
 * Origin are checked before any of the body is read (the edge gate checks
 * Origin only for bodies it reads itself); each upload writes an audit row
 * with the photos it recorded.
 */
export function inventoryPhotoUpload({ db, settings, pipeline }: Options): RequestHandler {
  return (req, res, next) => {
    // made per request (a few closures) so the audit row carries this request's address
    const handler = photoUpload({
      db,
      pipeline,
      vehicleId: (request) => (request.params as { id?: string }).id,
      authorize: async (request, response) => {
        const staff = await staffFromHeaders(db, settings, {
          cookie: request.headers.cookie,
          origin: request.headers.origin,
          url: request.originalUrl,
          siteOrigin: gateLocals(response).origin,
        })
        if (staff.ok) return { userId: staff.userId }
        response.status(staff.status).set('Cache-Control', 'no-store').json({ error: staff.error })
        return undefined
      },
      onRecorded: async (trx, entry) => {
        const actor = await trx
          .selectFrom('staff_users')
          .select('email')
          .where('id', '=', entry.userId)
          .executeTakeFirst()
        await recordAudit(trx, {
          actor: { id: entry.userId, email: actor?.email ?? null },
          action: 'vehicle.photos.add',
          entity: 'vehicle',
          entityId: entry.vehicleId,
          after: { photos: entry.photos.map((photo) => photo.id) },
          ip: req.ip ?? null,
        })
      },
      pageAfter: (request, outcome) => {
        const query =
          'added' in outcome
            ? new URLSearchParams({ photos: String(outcome.added) })
            : new URLSearchParams({ photoError: outcome.error })
        return `${editPage(request)}?${query}#photos`
      },
    })
    void handler(req, res, next)
  }
}
