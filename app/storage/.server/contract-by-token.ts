import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { StorageContractRow } from '#app/kernel/.server/db/schema.ts'

/** A token as links carry them (base64url): anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{1,128}$/

/** The contract the customer's link names, or undefined (an unknown or malformed token). */
export async function contractByToken(
  db: DB,
  token: string,
): Promise<StorageContractRow | undefined> {
  if (!tokenShape.test(token)) return undefined
  return db
    .selectFrom('storage_contracts')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst()
}
