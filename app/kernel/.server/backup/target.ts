import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Where backups are kept, by object name ("2026-11-26T07-00-00Z/manifest.json",
 * "photos/<key>"): a folder here, or an S3 bucket (s3-target.ts) under the same names.
 */
export interface BackupTarget {
  /** writes the object from a stream; it appears whole or not at all */
  write(name: string, body: Readable): Promise<void>
  read(name: string): Promise<Readable | undefined>
  exists(name: string): Promise<boolean>
  /** the names directly under a prefix ("" for the top), one level deep */
  list(prefix: string): Promise<string[]>
  remove(prefix: string): Promise<void>
  /** for messages: where this is */
  describe(): string
}

const namePattern = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/

/** Names are made here, but a manifest read back names photos: never one that climbs out. */
export function checkName(name: string): string {
  if (!namePattern.test(name) || name.split('/').includes('..')) {
    throw new Error(`Not a backup object name: ${JSON.stringify(name)}`)
  }
  return name
}

/** Backups in a local folder (BACKUP_DIR). */
export class FolderTarget implements BackupTarget {
  private readonly root: string

  constructor(folder: string) {
    this.root = resolve(folder)
  }

  private path(name: string): string {
    const full = join(this.root, checkName(name))
    if (!full.startsWith(this.root + sep)) throw new Error(`Outside the backup folder: ${name}`)
    return full
  }

  async write(name: string, body: Readable): Promise<void> {
    const path = this.path(name)
    await mkdir(dirname(path), { recursive: true })
    const partial = `${path}.partial`
    await pipeline(body, createWriteStream(partial))
    await rename(partial, path)
  }

  async read(name: string): Promise<Readable | undefined> {
    const path = this.path(name)
    if (!(await this.exists(name))) return undefined
    return createReadStream(path)
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.path(name))).isFile()
    } catch {
      return false
    }
  }

  async list(prefix: string): Promise<string[]> {
    const folder = prefix ? this.path(prefix) : this.root
    try {
      return (await readdir(folder)).filter((n) => !n.endsWith('.partial')).sort()
    } catch {
      return []
    }
  }

  async remove(prefix: string): Promise<void> {
    await rm(this.path(prefix), { recursive: true, force: true })
  }

  describe(): string {
    return this.root
  }
}
