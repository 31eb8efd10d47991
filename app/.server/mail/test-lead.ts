import type { Lead } from './lead'

/** A lead as the mail builders receive it, for their unit tests. */
export function testLead(change: Partial<Lead> = {}): Lead {
  return {
    id: '3f2a9c1b-0000-4000-8000-000000000001',
    receivedAt: '2025-07-04T16:05:00.000Z',
    firstName: 'Dana',
    lastName: 'Kowalski',
    email: 'dana@example.com',
    phone: '570-555-0188',
    interest: 'sales',
    interestLabel: 'Sales Inquiry',
    message: 'Is the D6 Max still available?\nI could come Saturday.',
    sourcePage: '/vehicle/evolution-d6-max-xt4',
    pageUrl: 'https://www.keystone-golfcarts.example/vehicle/evolution-d6-max-xt4',
    vehicleId: null,
    status: 'received',
    spamReason: null,
    vehicle: {
      id: 'evolution-d6-max-xt4',
      name: 'Evolution D6 Max XT4',
      make: 'Evolution',
      model: 'D6 Max XT4',
      year: 2025,
      isNew: true,
      url: 'https://www.keystone-golfcarts.example/vehicle/evolution-d6-max-xt4',
    },
    ...change,
  }
}
