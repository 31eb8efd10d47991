import type { StaffRole } from '#app/kernel/.server/db/schema.ts'
import type { PaymentsSetupNotice } from '#app/payments/payments-setup.ts'

import type { StripeSettings } from './stripe-client'

export function paymentsSetupNotice(
  settings: Pick<StripeSettings, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
  role: StaffRole,
): PaymentsSetupNotice | undefined {
  const audience = role === 'owner' ? 'owner' : 'staff'
  if (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_WEBHOOK_SECRET)
    return { state: 'off', audience }
  if (/^(sk|rk)_test_/.test(settings.STRIPE_SECRET_KEY)) return { state: 'test-mode', audience }
  return undefined
}
