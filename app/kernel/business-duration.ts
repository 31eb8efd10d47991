/** "45 min", "2 h", "1 h 5 min": a span of business minutes for people; "–" when there is none. */
export function formatBusinessMinutes(minutes: number | null): string {
  if (minutes === null) return '–'
  const whole = Math.round(minutes)
  const h = Math.floor(whole / 60)
  const m = whole % 60
  if (h === 0) return `${m} min`
  return m === 0 ? `${h} h` : `${h} h ${m} min`
}
