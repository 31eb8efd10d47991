import type { Limit } from './throttle'

/**
 * Which counters an attempt is counted on, and how many free attempts each
 * allows before the waits start (decision record 020, "Guessing"). No
 * counter that a stranger can fill applies to the account's owner on a
 * device the account signed in from before: a lock-out of the owner is
 * never in an attacker's hands.
 */
export const freeAttempts = {
  /** one account from one address: a single guesser */
  accountAddress: 5,
  /** one address, any accounts: one guesser spraying e-mails (shared addresses serve several people) */
  address: 20,
  /** one account, any address, from unknown devices: guessing spread over many addresses */
  account: 20,
  /** one known device of one account, passwords and codes together */
  device: 5,
  /** two-factor codes of one account from unknown devices (only the password's holders get there) */
  accountCodes: 5,
  /** the current password asked again on the Account page */
  currentPassword: 5,
  /** password reset links asked for one e-mail */
  resetRequests: 5,
} as const

export type Client = {
  /** the normalised e-mail the attempt is for */
  email: string
  ip: string | null
  /** the device's id (hash of its cookie) when it is a known device of this account */
  device: string | null
}

const accountKey = (email: string) => `account:${email}`
const addressKey = (ip: string) => `ip:${ip}`
const accountAddressKey = (email: string, ip: string) => `account-ip:${email} ${ip}`
const deviceKey = (device: string) => `device:${device}`
const accountCodesKey = (email: string) => `code:${email}`

const addressLimits = (client: Client): Limit[] =>
  client.ip ? [{ key: addressKey(client.ip), free: freeAttempts.address }] : []

/**
 * The password step. A known device counts on its own key only; any other
 * client on the account and address pair, the address, and the account.
 */
export function passwordLimits(client: Client): Limit[] {
  if (client.device) return [{ key: deviceKey(client.device), free: freeAttempts.device }]
  return [
    ...(client.ip
      ? [{ key: accountAddressKey(client.email, client.ip), free: freeAttempts.accountAddress }]
      : []),
    ...addressLimits(client),
    { key: accountKey(client.email), free: freeAttempts.account },
  ]
}

/**
 * The code step, after the right password. A known device counts on its own
 * key; any other client on the account's codes and the address, never on the
 * account's password count, which strangers can fill.
 */
export function codeLimits(client: Client): Limit[] {
  if (client.device) return [{ key: deviceKey(client.device), free: freeAttempts.device }]
  return [
    { key: accountCodesKey(client.email), free: freeAttempts.accountCodes },
    ...addressLimits(client),
  ]
}

/**
 * What a complete sign-in forgets: the count of this account on this device,
 * or from this address, most likely the holder's own typos. The counts that
 * many clients share (the account's, its codes', the address's) are only
 * refunded the successful attempt: forgetting them would hand a guesser
 * elsewhere a fresh set of free attempts at each of the owner's sign-ins.
 */
export function forgottenAtSignIn(client: Client): string[] {
  if (client.device) return [deviceKey(client.device)]
  return client.ip ? [accountAddressKey(client.email, client.ip)] : []
}

/** The current password asked again of a signed-in person: per account. */
export function currentPasswordLimits(userId: string): Limit[] {
  return [{ key: `current-password:${userId}`, free: freeAttempts.currentPassword }]
}

/** Every reset request counts, so an inbox cannot be flooded with links. */
export function resetRequestLimits(email: string): Limit[] {
  return [{ key: `reset:${email}`, free: freeAttempts.resetRequests }]
}
