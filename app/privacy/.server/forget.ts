import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import { withTransaction } from '#app/kernel/.server/db/transaction.ts'
import { phoneDigits } from '#app/kernel/phone.ts'
import { type Person } from '#app/privacy/privacy-request.ts'

import {
  type Found,
  type KeptReservation,
  matchesPerson,
  ongoingStatuses,
  personalDataPlaces,
} from './personal-data'

/** What a privacy request finds (or erased): rows per place, and the rentals kept because they are not over. */
export type PrivacyReport = {
  rows: { table: string; erases: string; count: number }[]
  total: number
  kept: KeptReservation[]
}

const unique = (values: string[]) => [...new Set(values)]

/** The person's leads and reservations, and what recognises them elsewhere. */
async function findPerson(trx: DB, person: Person): Promise<Found> {
  const column = { email: 'email', phone: 'phone' }
  const leads = await trx
    .selectFrom('contact_messages')
    .select(['id', 'email', 'phone'])
    .where(matchesPerson(column, person))
    .execute()
  const reservations = await trx
    .selectFrom('rental_reservations')
    .select(['id', 'token', 'email', 'phone', 'status', 'start_at'])
    .where(matchesPerson(column, person))
    .orderBy('start_at')
    .execute()
  const over = reservations.filter((r) => !ongoingStatuses.includes(r.status))
  const kept = reservations.filter((r) => ongoingStatuses.includes(r.status))
  const erased = [...leads, ...over]
  return {
    person,
    leadIds: leads.map((l) => l.id),
    reservationIds: over.map((r) => r.id),
    kept: kept.map((r) => ({ id: r.id, status: r.status, startAt: r.start_at })),
    keptMarks: kept.flatMap((r) => [r.id, r.token]),
    emails: unique([
      ...(person.kind === 'email' ? [person.email] : []),
      ...erased.map((row) => row.email.toLowerCase()),
    ]),
    // as typed, for e-mails that quote them; only numbers long enough not to match by chance
    phones: unique(erased.map((row) => row.phone).filter((p) => phoneDigits(p).length >= 10)),
  }
}

async function report(trx: DB, found: Found) {
  const keys = await Promise.all(personalDataPlaces.map((place) => place.find(trx, found)))
  const rows = personalDataPlaces.map((place, i) => ({
    table: place.table,
    erases: place.erases,
    count: keys[i]?.length ?? 0,
  }))
  return {
    keys,
    report: { rows, total: rows.reduce((sum, r) => sum + r.count, 0), kept: found.kept },
  }
}

/** What forgetting the person would erase, changing nothing (the owners' confirmation step). */
export function previewForget(db: DB, person: Person): Promise<PrivacyReport> {
  return withTransaction(
    db,
    async (trx) => (await report(trx, await findPerson(trx, person))).report,
  )
}

/** An address or number as an audit row keeps it: a salted hash, which cannot be read back. */
export function saltedIdentity(identity: string): { salt: string; sha256: string } {
  const salt = randomBytes(16).toString('hex')
  return { salt, sha256: createHash('sha256').update(`${salt}:${identity}`).digest('hex') }
}

/**
 * Erases the person's personal data from every place that holds it, in one
 * transaction: the rows stay (the dashboard's counts do not change), their
 * personal fields do not. One audit row records that the request was carried
 * out and how many rows, with the address only as a salted hash: enough to
 * show a later request for the same person was done, not to read it back.
 */
export async function forgetPerson(
  db: DB,
  person: Person,
  options: { actor: Actor | null; now?: Date },
): Promise<PrivacyReport & { requestId: string }> {
  const now = options.now ?? new Date()
  return auditedChange(
    db,
    { actor: options.actor, ip: options.actor?.ip ?? null, now },
    async (trx) => {
      const found = await findPerson(trx, person)
      const { keys, report: done } = await report(trx, found)
      for (const [i, place] of personalDataPlaces.entries()) {
        const placeKeys = keys[i] ?? []
        if (placeKeys.length > 0) await place.erase(trx, placeKeys, found, now)
      }
      const requestId = randomUUID()
      const identity = person.kind === 'email' ? person.email : person.digits
      return audited(
        { ...done, requestId },
        {
          action: 'privacy.forget',
          entity: 'privacy_request',
          entityId: requestId,
          after: {
            by: person.kind,
            ...saltedIdentity(identity),
            rows: Object.fromEntries(done.rows.map((r) => [r.table, r.count])),
            keptReservations: done.kept.length,
          },
        },
      )
    },
  )
}
