import { createHash } from 'node:crypto'

import { z } from 'zod'

/** Written last: a backup without its manifest is unfinished and is never restored. */
export const manifestName = 'manifest.json'

/** The format backups are written in; a restore reads this one and the ones before it. */
export const manifestFormat = 2

const sha256 = z.string().regex(/^[0-9a-f]{64}$/)
const count = z.number().int().min(0)

const common = {
  createdAt: z.iso.datetime(),
  /** the engine it was taken from; a restore may go to either */
  engine: z.enum(['sqlite', 'postgres']),
  /** the last migration the database had run */
  schema: z.string().min(1),
  database: z.strictObject({
    name: z.string().min(1),
    sha256,
    bytes: count,
    sealing: z
      .strictObject({
        cipher: z.literal('aes-256-gcm'),
        salt: z.string(),
        iv: z.string(),
        tag: z.string(),
        check: z.string(),
      })
      .optional(),
  }),
  /** the photo variants the database names, stored once each under photos/ */
  photos: z.array(z.strictObject({ key: z.string().min(1), sha256, bytes: count })),
}

/** Format 1: rows per table, and nothing that vouches for the manifest itself. */
const formatOne = z.strictObject({
  format: z.literal(1),
  ...common,
  tables: z.array(z.strictObject({ name: z.string().min(1), rows: count })),
})

/**
 * Format 2: each table's rows, and the size and checksum of its lines in the
 * unpacked dump; the manifest carries its own checksum (see manifestText).
 */
const formatTwo = z.strictObject({
  format: z.literal(manifestFormat),
  ...common,
  /** in the order they are restored */
  tables: z.array(z.strictObject({ name: z.string().min(1), rows: count, bytes: count, sha256 })),
  /** photos the database names that the store could not give when the backup was taken (only when some) */
  unreadablePhotos: z.array(z.strictObject({ key: z.string(), reason: z.string() })).optional(),
})

export type Manifest = z.infer<typeof formatOne> | z.infer<typeof formatTwo>
/** What a new backup's manifest says. */
export type NewManifest = z.infer<typeof formatTwo>
/** A photo left out of a backup, and why. */
export type UnreadablePhoto = { key: string; reason: string }

const integritySchema = z.strictObject({
  /** of the manifest's text without this field (JSON.stringify of the rest) */
  sha256,
  /** HMAC of the same text under the backup's key, when it is sealed */
  signature: z.string().optional(),
})

/** A manifest read back, and what its signature covers when it has one. */
export type ReadManifest = { manifest: Manifest; signed?: { text: string; signature: string } }

export class BackupRefused extends Error {}

/** The refusal for every kind of damage to a backup: one line, saying what did not match. */
export const damaged = (what: string) => new BackupRefused(`The backup is damaged: ${what}`)

const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex')

/** The manifest file: the manifest, its checksum and, when sealed, its signature. */
export function manifestText(manifest: NewManifest, sign?: (text: string) => string): string {
  const text = JSON.stringify(manifest)
  const integrity = { sha256: sha256Of(text), ...(sign ? { signature: sign(text) } : {}) }
  return JSON.stringify({ ...manifest, integrity }, null, 2)
}

/**
 * A manifest read back: its checksum holds (format 2) and it has the shape
 * of its format, or a clear refusal. The signature is checked with the key,
 * by the restore.
 */
export function parseManifest(text: string): ReadManifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw damaged('the manifest is not JSON')
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw damaged('the manifest is not a JSON object')
  const { integrity, ...rest } = json as Record<string, unknown>
  const format = rest.format
  if (format === 1 && integrity === undefined) {
    const parsed = formatOne.safeParse(rest)
    if (!parsed.success) throw damaged('the manifest does not have the shape of format 1')
    return { manifest: parsed.data }
  }
  const claimed = integritySchema.safeParse(integrity)
  const body = JSON.stringify(rest)
  const intact = claimed.success && sha256Of(body) === claimed.data.sha256
  // a newer format may vouch for itself otherwise; a changed number under this checksum is damage
  if (typeof format === 'number' && format > manifestFormat && (intact || !claimed.success)) {
    throw new BackupRefused(
      `The backup is of a newer format (${format}) than this version of the site reads (up to ${manifestFormat})`,
    )
  }
  if (!claimed.success) throw damaged('the manifest has no checksum')
  if (!intact) throw damaged('the manifest does not match its checksum')
  const parsed = formatTwo.safeParse(rest)
  if (!parsed.success)
    throw damaged(`the manifest does not have the shape of format ${String(format)}`)
  const manifest = parsed.data
  const { signature } = claimed.data
  if (manifest.database.sealing && signature === undefined)
    throw damaged('the sealed backup’s manifest is not signed')
  return { manifest, ...(signature === undefined ? {} : { signed: { text: body, signature } }) }
}
