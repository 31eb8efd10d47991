import { describe, expect, it } from 'vitest'

import { digestMail, type DigestVehicle } from './alert-mail'

const links = {
  siteUrl: 'https://www.keystone-golfcarts.example',
  token: 'A'.repeat(43),
  mailbox: 'info@keystone-golfcarts.example',
}
const cart = (
  reason: DigestVehicle['reason'],
  extra: Partial<DigestVehicle> = {},
): DigestVehicle => ({
  id: 'denago-rover-xl',
  name: 'Denago Rover XL',
  price: 10495,
  image: 'https://www.keystone-golfcarts.example/photos/0123456789abcdef-800.jpg',
  reason,
  ...extra,
})
const mail = (...carts: DigestVehicle[]) =>
  digestMail({ to: 'buyer@example.com', carts, alerts: ['New carts matching: Denago'], links })

describe('the digest says why each cart is in it', () => {
  it.each([
    ['a newly published cart', cart('new'), 'New arrival', 'New arrival: Denago Rover XL'],
    [
      'a cart that fell into the range',
      cart('range'),
      'Price dropped into your range: now $10,495',
      'Price drop: Denago Rover XL',
    ],
    [
      'a lower price than the buyer saw',
      cart('price', { was: 10995 }),
      'Price dropped from $10,995 to $10,495',
      'Price drop: Denago Rover XL',
    ],
    ['a cart back in stock', cart('stock'), 'Back in stock', 'Back in stock: Denago Rover XL'],
  ])('%s, in its text and HTML parts and its subject', (_name, one, reason, subject) => {
    const sent = mail(one)
    expect(sent.subject).toBe(`${subject} - Keystone Electric Golf Carts`)
    expect(sent.text).toContain(`Denago Rover XL: $10,495\n${reason}\n`)
    expect(sent.html).toContain(`<span style="color:#4b5563;">${reason}</span>`)
  })

  it('counts several carts in the subject and gives each its own reason', () => {
    const sent = mail(cart('new'), cart('stock', { id: 'evolution-d5', name: 'Evolution D5' }))
    expect(sent.subject).toBe('2 carts match your alerts - Keystone Electric Golf Carts')
    expect(sent.text).toContain('Denago Rover XL: $10,495\nNew arrival\n')
    expect(sent.text).toContain('Evolution D5: $10,495\nBack in stock\n')
    expect(sent.text).not.toContain('New match')
  })

  it("carries the link's secret in the mailto unsubscribe's subject", () => {
    expect(mail(cart('new')).headers?.['List-Unsubscribe']).toBe(
      `<https://www.keystone-golfcarts.example/alerts/unsubscribe/${links.token}>, <mailto:info@keystone-golfcarts.example?subject=Unsubscribe%20${links.token}>`,
    )
  })
})
