import type { DB } from '../db/connection'
import { withTransaction } from '../db/transaction'
import type { Actor } from './actor'
import { type AuditEntry, recordAudit } from './audit'

/**
 * Who makes a change from the back office (null: the command line), and when
 * (now unless a test says).
 */
export type ChangedBy = {
  actor: Pick<Actor, 'id' | 'email'> | null
  ip: string | null
  now?: Date
}

/** What a change's audit row says besides who made it. */
export type ChangeRecord = Omit<AuditEntry, 'actor' | 'ip'>

/** A change that was made, and its audit row; see `audited`. */
class Audited<T> {
  constructor(
    readonly result: T,
    readonly record: ChangeRecord,
  ) {}
}

/** The answer of a change that was made, with what its audit row says. */
export function audited<T>(result: T, record: ChangeRecord): Audited<T> {
  return new Audited(result, record)
}

type Answer<R> = R extends Audited<infer T> ? T : R

/**
 * Makes a change and writes its audit row in one transaction (the caller's,
 * when it is in one), so neither is committed without the other. `write`
 * answers `audited(result, record)` when it changed something; any other
 * answer (a refusal: not found, changed meanwhile) is passed on unaudited.
 */
export async function auditedChange<R>(
  db: DB,
  who: ChangedBy,
  write: (trx: DB) => Promise<R>,
): Promise<Answer<R>> {
  return withTransaction(db, async (trx) => {
    const answer = await write(trx)
    if (!(answer instanceof Audited)) return answer as Answer<R>
    await recordAudit(
      trx,
      { actor: who.actor, ip: who.ip, ...answer.record },
      who.now ?? new Date(),
    )
    return answer.result as Answer<R>
  })
}
