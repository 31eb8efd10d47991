import { sql } from 'kysely'

/**
 * The ledger's rows that belong to service jobs (subject `service_job`,
 * record 071), as a condition on `payments`: written in SQL so that it does
 * not wait on the ledger's list of subject types.
 */
export const servicePayments = sql<boolean>`subject_type = ${'service_job'}`
