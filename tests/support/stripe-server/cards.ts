/**
 * Stripe's test cards (docs.stripe.com/testing) and what each does. Any other
 * number that passes the Luhn check is a card that works.
 */
export type CardBehaviour =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  /** 4000 0025 0000 3155: authentication on session; off session only once set up for it */
  | 'authenticate_unless_set_up'
  /** 4000 0027 6000 3184: authentication on every payment, off session too */
  | 'authenticate_always'
  /** 4000 0000 0000 0341: saving it works, charging it is declined */
  | 'declined_after_attaching'

const behaviours: Record<string, CardBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'authenticate_unless_set_up',
  '4000002760003184': 'authenticate_always',
  '4000000000000341': 'declined_after_attaching',
}

export type TestCard = {
  number: string
  brand: string
  last4: string
  funding: 'credit'
  behaviour: CardBehaviour
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(6011|65)/.test(digits)) return 'discover'
  return 'unknown'
}

/** The card a number stands for, or why it is not one (Stripe's wording). */
export function readCardNumber(
  input: string,
): { card: TestCard } | { problem: 'incomplete' | 'invalid' } {
  const digits = input.replace(/[\s-]/g, '')
  if (!/^\d*$/.test(digits)) return { problem: 'invalid' }
  const length = /^3[47]/.test(digits) ? 15 : 16
  if (digits.length < length) return { problem: 'incomplete' }
  if (digits.length > length || !luhn(digits)) return { problem: 'invalid' }
  return {
    card: {
      number: digits,
      brand: brandOf(digits),
      last4: digits.slice(-4),
      funding: 'credit',
      behaviour: behaviours[digits] ?? 'succeeds',
    },
  }
}

/** A card as the payer entered it: the number, its expiry and the name on it. */
export type EnteredCard = TestCard & { expMonth: number; expYear: number; name: string | null }

/** Stripe Elements' messages for a card form that cannot be sent. */
export function readCardForm(
  fields: { number: string; expiry: string; cvc: string; name: string },
  today: Date,
): { card: EnteredCard } | { message: string } {
  const number = readCardNumber(fields.number)
  if ('problem' in number) {
    return {
      message:
        number.problem === 'incomplete'
          ? 'Your card number is incomplete.'
          : 'Your card number is invalid.',
    }
  }
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry)
  if (!expiry) return { message: "Your card's expiration date is incomplete." }
  const expMonth = Number(expiry[1])
  const year = Number(expiry[2])
  const expYear = year < 100 ? 2000 + year : year
  if (expMonth < 1 || expMonth > 12) return { message: "Your card's expiration date is invalid." }
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth()
  if (expYear * 12 + expMonth - 1 < thisMonth) {
    return { message: "Your card's expiration date is in the past." }
  }
  const cvcLength = number.card.brand === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(fields.cvc.trim())) {
    return { message: "Your card's security code is incomplete." }
  }
  return { card: { ...number.card, expMonth, expYear, name: fields.name.trim() || null } }
}
