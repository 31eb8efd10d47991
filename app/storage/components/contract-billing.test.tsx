import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { CustomerBilling } from '../.server/customer-billing'
import { ContractBilling } from './contract-billing'

const invoice = {
  lines: [{ label: 'Indoor storage, February 2028', cents: 12_500, taxable: false }],
  taxCents: 0,
  paidAt: null,
  paidDay: null,
  chargeFailed: false,
}

const billing: CustomerBilling = {
  token: 'tok-123',
  plan: 'monthly',
  invoices: [
    {
      ...invoice,
      id: 'inv-2',
      month: '2028-02',
      dueDay: '2028-02-01',
      lateFeeCents: 2_500,
      totalCents: 15_000,
      chargeFailed: true,
    },
    {
      ...invoice,
      id: 'inv-1',
      month: '2028-01',
      dueDay: '2028-01-01',
      lateFeeCents: 0,
      totalCents: 12_500,
      paidAt: '2028-01-01T05:05:00.000Z',
      paidDay: '2028-01-01',
    },
  ],
  payments: [{ id: 'p1', day: '2028-01-01', amountCents: 12_500, note: 'Storage, January 2028' }],
  nextCharge: { day: '2028-03-01', amountCents: 12_500, card: true },
  canGiveNotice: true,
  endDay: null,
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the billing panel of a customer’s contract page', () => {
  it('shows the next charge, an unpaid month with its late fee and Pay online, the payments, and the notice button', () => {
    const html = renderToStaticMarkup(<ContractBilling billing={billing} />)
    const words = text(html)
    expect(words).toContain('Next charge: $125 on March 1, 2028, to your saved card.')
    expect(words).toContain('Late fee: $25')
    expect(words).toContain('Due February 1, 2028: your saved card was refused.')
    // each post goes to the contract page, which answers it
    expect(html).toMatch(
      /action="\/storage\/tok-123" method="post"><input type="hidden" name="intent" value="pay"\/><input type="hidden" name="invoice" value="inv-2"\/>/,
    )
    expect(words).toContain('Pay $150 online')
    expect(words).toContain('Paid on January 1, 2028.')
    expect(html.match(/Pay \$[\d,.]+ online/g)).toHaveLength(1)
    expect(words).toContain('January 1, 2028: $125 , Storage, January 2028')
    expect(html).toMatch(
      /action="\/storage\/tok-123" method="post"><input type="hidden" name="intent" value="notice"\/>/,
    )
    expect(words).toContain('Give 30 days’ notice')
  })

  it('once notice is given, shows the last day and no button', () => {
    const html = renderToStaticMarkup(
      <ContractBilling
        billing={{ ...billing, canGiveNotice: false, nextCharge: undefined, endDay: '2028-07-10' }}
      />,
    )
    expect(text(html)).toContain('Storage ends on July 10, 2028: no further charges.')
    expect(html).not.toContain('/notice"')
  })
})
