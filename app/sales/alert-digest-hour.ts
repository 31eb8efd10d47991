import { z } from 'zod'

/**
 * The hour of the dealer's day the buyers' alert digests go out: news found
 * earlier waits for it, so a buyer gets the day's digest at a steady time
 * (record 050). 8:00 AM unless an owner chooses another.
 */
export const defaultDigestHour = 8

export const digestHours = Array.from({ length: 24 }, (_, hour) => hour)

/** "8:00 AM", "12:00 AM" (midnight), "1:00 PM". */
export function hourLabel(hour: number): string {
  const half = hour < 12 ? 'AM' : 'PM'
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${half}`
}

export const digestHourSchema = z.object({
  digestHour: z.coerce
    .number({ error: 'Choose an hour.' })
    .int('Choose a whole hour.')
    .min(0, 'Choose an hour of the day.')
    .max(23, 'Choose an hour of the day.'),
})
