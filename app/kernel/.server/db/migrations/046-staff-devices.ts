import type { Kysely, Migration } from 'kysely'

import { columnType } from '../engine'

// The browsers each account completed a sign-in in, so their attempts are
// throttled apart from strangers' (record 020, "Guessing").
export const staffDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_devices')
      .addColumn('device_hash', columnType.text, (c) => c.notNull())
      .addColumn('user_id', columnType.id, (c) => c.notNull().references('staff_users.id'))
      .addColumn('signed_in_at', columnType.timestamp, (c) => c.notNull())
      .addPrimaryKeyConstraint('staff_devices_pk', ['device_hash', 'user_id'])
      .execute()
  },
}
