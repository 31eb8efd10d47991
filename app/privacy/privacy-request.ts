import { z } from 'zod'

import { phoneDigits } from '#app/kernel/phone.ts'

/** What an erased personal field reads afterwards (the columns that must hold text). */
export const erasedText = '[erased]'

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
