/** "45 min", "1 h 20 min", "3 h": a span of minutes for people. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

type DueFields = { status: string; dueAt: string | null; firstResponseAt: string | null }

/**
 * A lead is overdue while it is a real lead (not quarantined), nobody has
 * answered it yet and its due time has passed.
 */
export function isOverdue(lead: DueFields, now: Date): boolean {
  return (
    lead.status === 'received' &&
    lead.firstResponseAt === null &&
    lead.dueAt !== null &&
    lead.dueAt < now.toISOString()
  )
}
