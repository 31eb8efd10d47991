/** A mobile visit's booking form as the booking page sends it, with `changes` on top. */
export function bookingForm(changes: Record<string, string> = {}): Record<string, string> {
  return {
    kind: 'battery',
    brand: 'Evolution',
    model: 'Classic 4 Plus',
    year: '2022',
    serial: 'EV22-00417',
    battery: 'lithium',
    voltage: '48',
    batteryAge: '3',
    description: 'The cart stops after ten minutes of driving.',
    firstName: 'Dana',
    lastName: 'Miller',
    email: 'dana@example.com',
    phone: '570-555-0199',
    visit: 'mobile',
    showroom: '',
    street: '12 Lake Road',
    town: 'Carbondale',
    zip: '18407',
    slot: '2026-12-01@480',
    ...changes,
  }
}

/** Monday November 30 2026, 10 AM in New York: Tuesday's windows are all ahead. */
export const bookingNow = new Date('2026-11-30T15:00:00Z')
