import { z } from 'zod'

/** Written last: a backup without its manifest is unfinished and is never restored. */
export const manifestName = 'manifest.json'

const sha256 = z.string().regex(/^[0-9a-f]{64}$/)

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  /** the engine it was taken from; a restore may go to either */
  engine: z.enum(['sqlite', 'postgres']),
  /** the last migration the database had run */
  schema: z.string().min(1),
  /** rows per table, in the order they are restored */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().min(0) })),
  database: z.object({
    name: z.string().min(1),
    sha256,
    bytes: z.number().int().min(0),
    sealing: z
      .object({
        cipher: z.literal('aes-256-gcm'),
        salt: z.string(),
        iv: z.string(),
        tag: z.string(),
        check: z.string(),
      })
      .optional(),
  }),
  /** the photo variants the database names, stored once each under photos/ */
  photos: z.array(z.object({ key: z.string().min(1), sha256, bytes: z.number().int().min(0) })),
})

export type Manifest = z.infer<typeof manifestSchema>

export class BackupRefused extends Error {}

/** A manifest read back, or a clear refusal. */
export function parseManifest(text: string): Manifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupRefused('The backup manifest is damaged (not JSON)')
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success)
    throw new BackupRefused('The backup manifest is damaged or of another format')
  return parsed.data
}
