// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { paymentsSetupNotice } from '#app/payments/.server/payments-setup.ts'

import { PaymentsSetupWarning } from './payments-setup-warning'

/*
 * Without Stripe's settings the back office says that online payment is
 * off and payments are taken at the desk; owners are told the two settings
 * to set, never their values. A test key says no real money moves.
 */

afterEach(cleanup)

const off = { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined }
const testKey = { STRIPE_SECRET_KEY: 'sk_test_51Secret', STRIPE_WEBHOOK_SECRET: 'whsec_c2VjcmV0' }
const liveKey = { STRIPE_SECRET_KEY: 'sk_live_51Secret', STRIPE_WEBHOOK_SECRET: 'whsec_c2VjcmV0' }

describe('the online payment warning', () => {
  it('tells owners that payments are taken at the desk, and the two settings to set', () => {
    render(<PaymentsSetupWarning notice={paymentsSetupNotice(off, 'owner')} />)
    const warning = screen.getByRole('complementary', {
      name: 'Online payment is off: payments are taken at the desk',
    })
    expect(warning.textContent).toContain('STRIPE_SECRET_KEY')
    expect(warning.textContent).toContain('STRIPE_WEBHOOK_SECRET')
  })

  it('tells staff members to record payments at the desk, without settings', () => {
    render(<PaymentsSetupWarning notice={paymentsSetupNotice(off, 'staff')} />)
    const warning = screen.getByRole('complementary', {
      name: 'Online payment is off: payments are taken at the desk',
    })
    expect(warning.textContent).toContain('record what they pay at the desk')
    expect(warning.textContent).not.toContain('STRIPE_')
  })

  it('says a test key moves no real money, never showing the key', () => {
    render(<PaymentsSetupWarning notice={paymentsSetupNotice(testKey, 'owner')} />)
    const warning = screen.getByRole('complementary', {
      name: 'Online payment is in Stripe’s test mode: no real money moves',
    })
    expect(warning.textContent).not.toContain('sk_test_51Secret')
  })

  it('says nothing with a live key', () => {
    const { container } = render(
      <PaymentsSetupWarning notice={paymentsSetupNotice(liveKey, 'owner')} />,
    )
    expect(container.textContent).toBe('')
  })
})
