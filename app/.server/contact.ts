import { type ContactInput, validateContact } from '#app/lib/contact-schema.ts'
import type { DB } from './db/connection'
import { type ContactMeta, newContactRow } from './repositories/contact-messages'

export type SubmitResult =
  | { ok: true; id: string; receivedAt: string }
  | { ok: false; error: string; fields: Partial<Record<keyof ContactInput, string>> }

/**
 * The one path every contact message takes, from the JSON API and from the
 * plain form post alike: validate with the shared schema, then store it
 * before the visitor hears back.
 */
export async function submitContact(db: DB, input: unknown, meta: ContactMeta): Promise<SubmitResult> {
  const validation = validateContact(input)
  if (!validation.ok) return validation
  const row = newContactRow(validation.data, {
    sourcePage: cleanPath(meta.sourcePage),
    vehicleId: meta.vehicleId ?? null,
  })
  await db.insertInto('contact_messages').values(row).execute()
  return { ok: true, id: row.id, receivedAt: row.received_at }
}

/** Keeps only a same-site path from a Referer or form field, capped in length. */
function cleanPath(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value, 'http://local')
    return `${url.pathname}${url.search}`.slice(0, 300)
  } catch {
    return null
  }
}
