import type { Kysely, Migration } from 'kysely'

import { refreshPublicPagesOn } from './helpers'

// Public pages show owners' settings too (the response promise): a change to
// one bumps the same counter as a cart's, so cached pages are rendered again.
export const settingsRefreshPublicPages: Migration = {
  async up(db: Kysely<unknown>) {
    await refreshPublicPagesOn(db, 'app_settings')
  },
}
