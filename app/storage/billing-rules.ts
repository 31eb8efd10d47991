// The storage policy's billing rules (app/site/content/policies/storage-policy.md,
// "Payment and late fees", "If an account falls behind", "Ending storage"), as
// data in one place: the billing pass, the e-mails and the staff's
// delinquency list all read them from here (record 076).

/** "A late fee of $25 applies to any payment not received within 10 days of its due date." */
export const lateFeeCents = 2_500
export const lateFeeGraceDays = 10

/** "Either side may end a monthly storage agreement with 30 days' written notice." */
export const noticeDays = 30

/** A package ending this many days ahead e-mails the customer to arrange pickup or renewal. */
export const packageEndingDays = 14

/**
 * Pre-season preparation booked with a package becomes a service job this
 * many days before the package ends, booked for the shop a week before the
 * end, so the cart is ready when the customer collects it.
 */
export const preparationLeadDays = 30
export const preparationDaysBeforeEnd = 7

export const delinquencySteps = [30, 60, 90, 120] as const
export type DelinquencyStep = (typeof delinquencySteps)[number]

/** Each step: what happens when it is reached (the policy's words), and what comes next. */
export const delinquencyRules: Record<
  DelinquencyStep,
  { happens: string; next: string; subject: string }
> = {
  30: {
    happens: 'We send a written reminder of the balance due.',
    next: 'At 60 days: access to the cart is suspended until the account is brought up to date.',
    subject: 'Your storage balance is 30 days past due',
  },
  60: {
    happens: 'Access to the cart is suspended until the account is brought up to date.',
    next: 'At 90 days: a final notice by certified mail, stating the balance and the date of any sale.',
    subject: 'Access to your cart is suspended: storage 60 days past due',
  },
  90: {
    happens:
      'We send a final notice by certified mail, stating the balance and the date of any sale.',
    next: 'At 120 days: the lien may be enforced and the cart sold, as Pennsylvania law permits.',
    subject: 'Final notice: storage 90 days past due',
  },
  120: {
    happens:
      'We may enforce our lien and sell the cart to recover the unpaid charges, as permitted under Pennsylvania law.',
    next: 'The owners decide on the sale; the customer may still pay the balance in full before it.',
    subject: 'Storage 120 days past due: your cart may be sold',
  },
}

/** The days from one calendar day to a later one (YYYY-MM-DD); negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Whether an unpaid balance due on `dueDay` carries the late fee on `today`. */
export const lateFeeDue = (dueDay: string, today: string) =>
  daysFrom(dueDay, today) > lateFeeGraceDays

/** The steps reached by a balance due on `dueDay`, on `today`, lowest first. */
export const stepsReached = (dueDay: string, today: string): DelinquencyStep[] =>
  delinquencySteps.filter((step) => daysFrom(dueDay, today) >= step)
