/*
 * One mailbox under its many spellings: "Victim+1@Example.com" and
 * "victim@example.com" reach the same inbox, so its limit of confirmations
 * counts them as one. For counting only: mail goes to the address as typed.
 */

/** Providers that also ignore dots in the name part, and the domain they share. */
const dotless: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/** The mailbox an address reaches: lower case, without a "+tag" (and Gmail's dots). */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 0) return lower
  const domain = lower.slice(at + 1)
  const name = lower.slice(0, at).split('+')[0] ?? ''
  const shared = dotless[domain]
  return shared ? `${name.replaceAll('.', '')}@${shared}` : `${name}@${domain}`
}
