import type { DB } from '#app/kernel/.server/db/connection.ts'

/** A photo the customer sent with a booking, with its size so the page keeps its place before it loads. */
export type JobPhoto = { id: string; width: number; height: number }

/** A job's booking photos in the order they were sent: the customer's page and staff's job page show them. */
export async function jobPhotos(db: DB, jobId: string): Promise<JobPhoto[]> {
  const rows = await db
    .selectFrom('service_job_photos')
    .select(['id', 'width', 'height'])
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ id: row.id, width: Number(row.width), height: Number(row.height) }))
}
