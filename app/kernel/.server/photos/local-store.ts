import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { assertPhotoKey, photoContentType } from './keys'
import type { PhotoStore, StoredPhotoInfo } from './photo-store'

/** Photos as files in one folder (PHOTO_DIR), created on first write. */
export class LocalPhotoStore implements PhotoStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    assertPhotoKey(key)
    return path.join(this.dir, key)
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.file(key)
    await mkdir(this.dir, { recursive: true })
    // written beside and renamed, so a reader never sees half a file
    const partial = path.join(this.dir, `.${randomUUID()}.partial`)
    try {
      await writeFile(partial, data)
      await rename(partial, target)
    } finally {
      await rm(partial, { force: true })
    }
  }

  async head(key: string): Promise<StoredPhotoInfo | undefined> {
    try {
      const stats = await stat(this.file(key))
      if (!stats.isFile()) return undefined
      return { contentType: photoContentType(key), contentLength: stats.size }
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  async get(key: string) {
    const info = await this.head(key)
    if (!info) return undefined
    return { ...info, body: createReadStream(this.file(key)) }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true })
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT'
}
