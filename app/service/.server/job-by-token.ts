import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { ServiceJobRow } from '#app/kernel/.server/db/schema.ts'

/** A token as links carry them (base64url): anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{1,128}$/

/** The job the customer's link names, or undefined (an unknown or malformed token). */
export async function jobByToken(db: DB, token: string): Promise<ServiceJobRow | undefined> {
  if (!tokenShape.test(token)) return undefined
  return db.selectFrom('service_jobs').selectAll().where('token', '=', token).executeTakeFirst()
}
