import type { Kysely } from 'kysely'

import type { Database } from '../db/schema'

const requireTwoFactorKey = 'staff.require_two_factor'

/** Whether every staff member must use two-factor (an owner's choice, off by default). */
export async function twoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', requireTwoFactorKey)
    .executeTakeFirst()
  return row?.value === '1'
}

export async function setTwoFactorRequired(
  trx: Kysely<Database>,
  required: boolean,
  now: Date,
): Promise<void> {
  const value = required ? '1' : '0'
  const updated_at = now.toISOString()
  await trx
    .insertInto('app_settings')
    .values({ key: requireTwoFactorKey, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute()
}
