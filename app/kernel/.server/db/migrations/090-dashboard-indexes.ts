import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

// Indexes for the dashboard at five years: the fleet's numbers read the
// rentals returned in the last six months (by status and return time, not
// every returned rental's row), and the alerts card counts the addresses of
// live alerts from the index alone (status, then address).
export const dashboardIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'rental_reservations_status_returned', 'rental_reservations', [
      'status',
      'returned_at',
    ])
    await addIndex(db, 'alert_subscriptions_status_email', 'alert_subscriptions', [
      'status',
      'email',
    ])
  },
}
