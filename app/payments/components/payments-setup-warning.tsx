import type { PaymentsSetupNotice } from '#app/payments/payments-setup.ts'

const box = 'mt-4 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-gray-900 sm:mt-6'

/**
 * Says in the back office that online payment is off (payments are taken at
 * the desk) or in Stripe's test mode (no real money moves); owners learn
 * what to set.
 */
export function PaymentsSetupWarning({ notice }: { notice: PaymentsSetupNotice | undefined }) {
  if (!notice) return null
  if (notice.state === 'test-mode') {
    return (
      <aside aria-labelledby="payments-setup-heading" className={box}>
        <h2 id="payments-setup-heading" className="font-semibold">
          Online payment is in Stripe&rsquo;s test mode: no real money moves
        </h2>
        {notice.audience === 'owner' && (
          <p className="mt-1 text-sm">
            To take real payments, set <code className="font-semibold">STRIPE_SECRET_KEY</code> to
            the live API key (<code>sk_live_…</code>) and{' '}
            <code className="font-semibold">STRIPE_WEBHOOK_SECRET</code> to the one Stripe shows for
            the live webhook endpoint, and restart the server.
          </p>
        )}
      </aside>
    )
  }
  return (
    <aside aria-labelledby="payments-setup-heading" className={box}>
      <h2 id="payments-setup-heading" className="font-semibold">
        Online payment is off: payments are taken at the desk
      </h2>
      {notice.audience === 'owner' ? (
        <p className="mt-1 text-sm">
          To take cards online with Stripe, set{' '}
          <code className="font-semibold">STRIPE_SECRET_KEY</code> (the API key from Stripe&rsquo;s
          dashboard) and <code className="font-semibold">STRIPE_WEBHOOK_SECRET</code> (what Stripe
          shows for the webhook endpoint <code>/webhooks/stripe</code>) in the server&rsquo;s
          environment, and restart the server. The operations guide says how.
        </p>
      ) : (
        <p className="mt-1 text-sm">
          Renters cannot pay online; record what they pay at the desk. An owner can set up online
          payment.
        </p>
      )}
    </aside>
  )
}
