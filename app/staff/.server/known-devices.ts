import type { DB } from '#app/kernel/.server/db/connection.ts'
import { hashToken, randomToken } from '#app/kernel/.server/tokens.ts'

/**
 * Known devices (OWASP's "device cookies"): a browser that completed a sign-in
 * of an account gets a random cookie; the database keeps its SHA-256 and the
 * accounts it signed in. That browser's later attempts on those accounts are
 * counted on their own, so strangers' failures never make its owner wait.
 */

/** a device stays known this long after its last complete sign-in (and its cookie lives as long) */
export const deviceLifetimeDays = 180

const lifetimeMs = deviceLifetimeDays * 24 * 3_600_000
const oldest = (now: Date) => new Date(now.getTime() - lifetimeMs).toISOString()

/**
 * The device's id when the cookie names a device that signed in this account
 * within the lifetime, else null. Another account's device is no help.
 */
export async function knownDevice(
  db: DB,
  options: { token: string | undefined; userId: string | undefined; now: Date },
): Promise<string | null> {
  if (!options.token) return null
  const deviceHash = hashToken(options.token)
  // asked even for an unknown e-mail, so the answer takes the same time
  const row = await db
    .selectFrom('staff_devices')
    .select('signed_in_at')
    .where('device_hash', '=', deviceHash)
    .where('user_id', '=', options.userId ?? '')
    .executeTakeFirst()
  if (!row) return null
  if (row.signed_in_at > oldest(options.now)) return deviceHash
  // an ended device is deleted when seen, not swept
  await db
    .deleteFrom('staff_devices')
    .where('device_hash', '=', deviceHash)
    .where('user_id', '=', options.userId ?? '')
    .execute()
  return null
}

/**
 * After a complete sign-in: a new device cookie value, known for this account
 * and for the accounts the browser's previous cookie was known for. The value
 * changes at every sign-in, so a value planted in a browser before the owner
 * signs in there is worth nothing afterwards.
 */
export async function rememberDevice(
  db: DB,
  options: { userId: string; previous: string | undefined; now: Date },
): Promise<string> {
  const token = randomToken()
  const deviceHash = hashToken(token)
  const iso = options.now.toISOString()
  await db.transaction().execute(async (trx) => {
    if (options.previous) {
      const previousHash = hashToken(options.previous)
      await trx
        .updateTable('staff_devices')
        .set({ device_hash: deviceHash })
        .where('device_hash', '=', previousHash)
        .where('user_id', '!=', options.userId)
        .where('signed_in_at', '>', oldest(options.now))
        .execute()
      await trx.deleteFrom('staff_devices').where('device_hash', '=', previousHash).execute()
    }
    await trx
      .insertInto('staff_devices')
      .values({ device_hash: deviceHash, user_id: options.userId, signed_in_at: iso })
      .execute()
  })
  return token
}
