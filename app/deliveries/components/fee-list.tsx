import { Button } from '#app/kernel/components/ui/button.tsx'
import { formatCents } from '#app/kernel/format.ts'

import type { FeeState } from '../delivery-fees.ts'

export type ShownFee = { id: string; label: string; cents: number; state: FeeState }

/** What each state tells the customer. */
export const feeStateText: Record<FeeState, string> = {
  charging: 'being charged to your saved card',
  charged: 'charged to your saved card',
  payable: 'to pay',
  paid: 'paid',
  waived: 'waived',
}

/** The customer's fees after booking (a same-day cancellation, a missed appointment), each payable online when owed. */
export function FeeList({ fees, payOnline }: { fees: readonly ShownFee[]; payOnline: boolean }) {
  if (fees.length === 0) return null
  return (
    <section aria-labelledby="fees-heading" className="grid gap-3">
      <h2 id="fees-heading" className="text-xl font-bold text-gray-900">
        Fees
      </h2>
      <ul className="grid gap-3">
        {fees.map((fee) => (
          <li key={fee.id} className="rounded-lg border border-gray-300 p-4 text-gray-900">
            <p>
              <span className="font-semibold">{fee.label}</span>: {formatCents(fee.cents)},{' '}
              {feeStateText[fee.state]}
            </p>
            {fee.state === 'payable' &&
              (payOnline ? (
                <form method="post" className="mt-2">
                  <input type="hidden" name="feeId" value={fee.id} />
                  <Button type="submit" name="intent" value="pay">
                    Pay {formatCents(fee.cents)} online
                  </Button>
                </form>
              ) : (
                <p className="mt-2 text-gray-800">Please pay it at the showroom.</p>
              ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
