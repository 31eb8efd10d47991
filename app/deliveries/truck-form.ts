import { showroomPlaces } from '#app/kernel/dealer/places.ts'

/** A truck as the owners' form sends it: its name, showroom and the weekdays it works. */
export type TruckInput = { name: string; showroom: string; weekdays: string; active: boolean }

export const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** Reads and checks the form; a message says what to change. */
export function parseTruck(
  read: (name: string) => string,
  all: (name: string) => string[],
): { ok: true; value: TruckInput } | { ok: false; message: string } {
  const name = read('name').trim()
  if (name === '' || name.length > 60)
    return { ok: false, message: 'Name the truck (at most 60 characters).' }
  const showroom = read('showroom')
  if (!showroomPlaces.some((s) => s.id === showroom))
    return { ok: false, message: 'Choose a showroom.' }
  const days = all('weekdays').filter((d) => /^[0-6]$/.test(d))
  const weekdays = [...new Set(days)].sort().join('')
  return { ok: true, value: { name, showroom, weekdays, active: read('active') !== 'no' } }
}
