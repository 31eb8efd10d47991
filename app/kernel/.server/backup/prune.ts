import { listBackups, readManifest } from './backup'
import { backupIdPattern, instantOf } from './backup-id'
import { manifestName } from './manifest'
import { backupsToKeep } from './retention'
import type { BackupTarget } from './target'

const dayMs = 86_400_000

/**
 * Deletes the backups the retention rule lets go, the folders of backups
 * that never finished (after a day), and the photos no kept backup names.
 * While another backup may still be writing (an unfinished one younger than
 * a day) photos are left for the next time.
 */
export async function pruneBackups(
  target: BackupTarget,
  options: { timeZone: string; now: Date },
): Promise<{ removed: string[]; photos: number }> {
  const finished = await listBackups(target)
  const keep = backupsToKeep(finished, options.timeZone)
  const removed = finished.filter((id) => !keep.has(id))
  for (const id of removed) await target.remove(id)

  let writing = false
  for (const name of await target.list('')) {
    if (!backupIdPattern.test(name) || finished.includes(name)) continue
    if (await target.exists(`${name}/${manifestName}`)) continue
    if (options.now.getTime() - instantOf(name).getTime() > dayMs) await target.remove(name)
    else writing = true
  }
  if (writing) return { removed, photos: 0 }

  const named = new Set<string>()
  for (const id of keep)
    for (const p of (await readManifest(target, id))?.manifest.photos ?? []) named.add(p.key)
  let photos = 0
  for (const key of await target.list('photos')) {
    if (named.has(key)) continue
    await target.remove(`photos/${key}`)
    photos++
  }
  return { removed, photos }
}
