import { hash, verify } from '@node-rs/argon2'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'

import { business } from '#app/kernel/dealer/business.ts'

/** OWASP's argon2id parameters: https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html */
const argon2Options = {
  // Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export const minPasswordLength = 12
/** argon2 takes any length, but hashing megabytes on request is a cheap denial of service */
export const maxPasswordLength = 256

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

// Made once at start, with the same parameters: an unknown e-mail costs the
// same time as a wrong password, so timing does not tell which accounts exist.
let dummyHash: Promise<string> | undefined

/** Spends a password check's time on nothing (for an unknown or unusable account). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password, it only costs time')
  await verifyPassword(await dummyHash, password)
  return false
}

let zxcvbn: ZxcvbnFactory | undefined

function strengthChecker(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  return zxcvbn
}

/**
 * Every word of a phrase and every run of neighbouring words joined:
 * "Keystone Electric Golf" → keystone, electric, golf, keystoneelectric,
 * electricgolf, keystoneelectricgolf (so "KeystoneElectric1" counts as guessable).
 */
function phraseParts(phrase: string): string[] {
  const words = phrase
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const parts: string[] = []
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      parts.push(words.slice(start, end).join(''))
    }
  }
  return parts
}

/** The lower-case words of a phrase: "Dana.Kowalski@x" → dana, kowalski, x. */
function wordsOf(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)
}

/**
 * True when the password is the names and nothing of its own: once every
 * guessable word is taken out ("Keystone Electric Golf Carts",
 * "Dana Kowalski 1234"), fewer than 4 letters remain. zxcvbn scores such
 * phrases by their length, as if the words were unrelated.
 */
function onlyNames(password: string, guessable: string[]): boolean {
  let rest = password.toLowerCase()
  for (const word of [...new Set(guessable)].sort((a, b) => b.length - a.length))
    rest = rest.split(word).join(' ')
  return rest.replace(/[^\p{L}]/gu, '').length < 4
}

/**
 * Why a new password is refused, or null when it is fine: at least 12
 * characters, not made only of the person's name, e-mail and the dealer's
 * name, and not common or easily guessed (zxcvbn score 3 or more, with those
 * names counted as guessable).
 */
export function passwordProblem(
  password: string,
  person: { email: string; name: string },
): string | null {
  if (password.length < minPasswordLength) {
    return `Use at least ${minPasswordLength} characters.`
  }
  if (password.length > maxPasswordLength) {
    return `Use at most ${maxPasswordLength} characters.`
  }
  const names = [person.email, person.name, business.name]
  if (onlyNames(password, names.flatMap(wordsOf))) {
    return "This password is too easy to guess. It is made of names (yours, your e-mail's or the dealer's): try a longer phrase of unrelated words."
  }
  const inputs = [
    person.email,
    ...phraseParts(person.email.split('@')[0] ?? ''),
    ...phraseParts(person.name),
    ...phraseParts(business.name),
  ].filter((word) => word.length > 2)
  const result = strengthChecker().check(password, inputs)
  if (result.score < 3) {
    const hint = result.feedback.warning ? ` ${result.feedback.warning}` : ''
    return `This password is too easy to guess.${hint} Try a longer phrase of unrelated words.`
  }
  return null
}
