import { data } from 'react-router'

import { jobByToken } from '../.server/job-by-token.ts'
import type { Route } from './+types/job-photo'

/**
 * A photo the customer sent with the booking, for the holder of the job's
 * link only: never cached by a shared cache, never indexed, never under the
 * public photo URLs.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await jobByToken(context.db, params.token)
  const photo =
    job &&
    (await context.db
      .selectFrom('service_job_photos')
      .select('data')
      .where('id', '=', params.photoId)
      .where('job_id', '=', job.id)
      .executeTakeFirst())
  if (!photo) throw data('There is no such photo.', { status: 404 })
  return new Response(Buffer.from(photo.data, 'base64'), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'private, max-age=3600',
      'X-Robots-Tag': 'noindex',
    },
  })
}
