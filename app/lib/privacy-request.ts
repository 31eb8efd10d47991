import { z } from 'zod'

/** What an erased personal field reads afterwards (the columns that must hold text). */
export const erasedText = '[erased]'

/**
 * A phone number as its digits, the way the contact and reservation forms'
 * numbers are compared: separators and a leading US country code 1 dropped,
 * so "(570) 555-0123", "570.555.0123" and "+1 570 555 0123" are one number.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** Who a privacy request is about: an e-mail address (any case) or a phone number (its digits). */
export type Person = { kind: 'email'; email: string } | { kind: 'phone'; digits: string }

const personMessage = 'Enter an e-mail address, or a phone number of 10 digits or more.'

/** One schema for the owners' form and the leads command. */
export const privacyRequestSchema = z.object({
  person: z
    .string({ error: personMessage })
    .trim()
    .max(254, personMessage)
    .transform((text, ctx): Person => {
      if (text.includes('@')) {
        if (z.email().safeParse(text).success) return { kind: 'email', email: text.toLowerCase() }
        ctx.addIssue({
          code: 'custom',
          message: 'Enter a whole e-mail address, like name@example.com.',
        })
        return z.NEVER
      }
      const digits = phoneDigits(text)
      // only a number's own characters: a name typed here is a mistake, not a number
      if (/^[\d\s()+./-]+$/.test(text) && digits.length >= 10 && digits.length <= 15) {
        return { kind: 'phone', digits }
      }
      ctx.addIssue({ code: 'custom', message: personMessage })
      return z.NEVER
    }),
})

/** The person as the screens and the command name them. */
export const personText = (person: Person) =>
  person.kind === 'email' ? person.email : `the phone number ${person.digits}`
