import type { Kysely, Migration } from 'kysely'

import { addIndex } from './helpers'

// The service clocks and the dashboard's service numbers (record 072), each
// one index range at five years of jobs:
// - the scheduler's walks, a stage in the order its clock runs: online
//   bookings waiting for an answer (booked, by booking time), repairs running
//   (in repair, by approval), carts ready and not collected (ready, by ready time);
// - the dashboard: repairs that became ready in its weeks (by ready time), the
//   estimates sent, approved and declined in its weeks (the history by kind and
//   time), and the service payments of its months (the ledger by subject type
//   and time: the ledger's subject index leads with the subject's id).
export const serviceClockIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await addIndex(db, 'service_jobs_stage_booked', 'service_jobs', ['stage', 'booked_at'])
    await addIndex(db, 'service_jobs_stage_approved', 'service_jobs', ['stage', 'approved_at'])
    await addIndex(db, 'service_jobs_stage_ready', 'service_jobs', ['stage', 'ready_at'])
    await addIndex(db, 'service_jobs_ready', 'service_jobs', ['ready_at'])
    await addIndex(db, 'service_job_events_kind_at', 'service_job_events', ['kind', 'at'])
    await addIndex(db, 'payments_subject_type_created', 'payments', ['subject_type', 'created_at'])
  },
}
