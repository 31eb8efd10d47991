/**
 * What the back office says of online payment: off (no Stripe settings),
 * where owners are told the two settings to set and staff only that payments
 * are taken at the desk; or on with a test key, when no real money moves.
 * Undefined when it is on with a live key. Never carries the settings' values.
 */
export type PaymentsSetupNotice =
  | { state: 'off'; audience: 'owner' | 'staff' }
  | { state: 'test-mode'; audience: 'owner' | 'staff' }
