import type { Settings } from '../env'
import { s3OptionsOf } from '../photos/s3-client'
import { S3Target } from './s3-target'
import { type BackupTarget, FolderTarget } from './target'

/** Where the settings keep backups: BACKUP_S3_BUCKET when set, else the BACKUP_DIR folder. */
export function backupTargetOf(settings: Settings): BackupTarget & { destroy?: () => void } {
  if (settings.BACKUP_S3_BUCKET) {
    return new S3Target({
      ...s3OptionsOf(settings, settings.BACKUP_S3_BUCKET),
      prefix: settings.BACKUP_S3_PREFIX,
    })
  }
  return new FolderTarget(settings.BACKUP_DIR)
}
