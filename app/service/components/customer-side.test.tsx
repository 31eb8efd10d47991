// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { CustomerEstimateView } from '#app/service/.server/customer-view.ts'
import { estimateTotals } from '#app/service/service-estimate.ts'

import { EstimateForCustomer } from './estimate-for-customer'
import { InvoiceForCustomer } from './invoice-for-customer'

/*
 * The customer's estimate and invoice as they read them on the phone: every
 * line with its amount, the totals, Approve and Decline with the name to
 * type, posted without JavaScript to the job's own address.
 */

afterEach(cleanup)

const totals = estimateTotals({
  lines: [
    { kind: 'labour', description: 'Brake adjustment', tenths: 15 },
    { kind: 'part', description: 'Brake pads', quantity: 2, unitCents: 1_299 },
    { kind: 'warranty', description: 'Controller', claimNumber: 'WC-9', tenths: 10 },
  ],
  labourRateCents: 15_500,
  feeCents: 0,
  taxBasisPoints: 600,
})
const view: CustomerEstimateView = {
  token: 'tok_abcdefghijklmnop',
  estimateId: 'est-1',
  linesHash: 'hash-1',
  version: 2,
  waiting: true,
  totals,
  labourRateCents: 15_500,
  taxRate: '6%',
}

describe('the customer’s estimate', () => {
  it('shows each line, the tax and the total, with Approve and Decline and the name to type', () => {
    render(<EstimateForCustomer estimate={view} />)
    const table = screen.getByRole('table', { name: 'The work and parts of your estimate' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Brake adjustment.*1\.5 h at \$155\/h.*\$232\.50/),
        expect.stringMatching(/Brake pads.*2 × \$12\.99.*\$25\.98/),
        expect.stringMatching(/Controller.*warranty claim WC-9, no charge\$0$/),
        'Sales tax (6%)$15.51',
        'Total$273.99',
      ]),
    )
    expect(screen.getByRole('heading', { name: 'Your estimate (version 2)' })).toBeTruthy()
    const name = screen.getByRole('textbox', { name: 'Your full name' })
    const form = name.closest('form')
    expect(form?.getAttribute('action')).toBe('/service/tok_abcdefghijklmnop/estimate')
    expect(form?.getAttribute('method')).toBe('post')
    expect(screen.getByRole('button', { name: 'Approve $273.99' }).getAttribute('value')).toBe(
      'approved',
    )
    expect(screen.getByRole('button', { name: 'Decline' }).getAttribute('value')).toBe('declined')
  })

  it('once decided, says so and offers no buttons; a refusal is an alert', () => {
    render(
      <EstimateForCustomer
        estimate={{
          ...view,
          waiting: false,
          decision: { decision: 'approved', name: 'Ada Owner', when: 'Monday' },
        }}
        message="This estimate was already approved."
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('Approved by Ada Owner on Monday')
    expect(screen.getByRole('alert').textContent).toBe('This estimate was already approved.')
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('the customer’s invoice', () => {
  it('offers to pay the amount online while unpaid, and says when it was paid', () => {
    const invoice = {
      token: 'tok_abcdefghijklmnop',
      totalCents: 27_399,
      taxCents: 1_551,
      payOnline: true,
    }
    render(<InvoiceForCustomer invoice={invoice} />)
    const pay = screen.getByRole('button', { name: 'Pay $273.99 online' })
    expect(pay.closest('form')?.getAttribute('action')).toBe(
      '/service/tok_abcdefghijklmnop/invoice',
    )
    cleanup()
    render(<InvoiceForCustomer invoice={{ ...invoice, payOnline: false, paid: 'Friday' }} />)
    expect(screen.getByRole('status').textContent).toBe('Paid on Friday. Thank you.')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
