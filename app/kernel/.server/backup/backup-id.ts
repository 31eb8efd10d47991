/** A backup's name: its time, sortable, usable as a folder or key prefix. */
export const backupId = (at: Date) => at.toISOString().replace(/[:.]/g, '-')

export const backupIdPattern = /^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z$/

/** The time a backup was taken, from its name. */
export const instantOf = (id: string) => new Date(id.replace(backupIdPattern, '$1:$2:$3.$4Z'))
