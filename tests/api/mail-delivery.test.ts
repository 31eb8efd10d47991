import { XMLParser } from 'fast-xml-parser'
import { SyntaxValidator } from 'fast-xml-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { fastMail, postContact, sleep, until, validContact } from '#tests/support/contact.ts'
import { startServer, type TestServer } from '#tests/support/server.ts'
import { type ReceivedMail, startSmtp, type TestSmtp } from '#tests/support/smtp.ts'

let smtp: TestSmtp
let server: TestServer
beforeAll(async () => {
  smtp = await startSmtp()
  server = await startServer({
    ...fastMail,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Keystone Website <website@keystone-golfcarts.example>',
    // one inbox from the settings, the others from the content module's defaults
    MAIL_TO_PARTS: 'parts-counter@dealer.example',
    LEAD_ADF_TO: 'leads@crm.example',
    MAIL_ACKNOWLEDGE: 'true',
  })
})
afterAll(async () => {
  await server.stop()
  await smtp.stop()
})

const kind = (k: string, leadId: string) => (m: ReceivedMail) =>
  m.header('x-notification-kind') === k && m.header('x-lead-id') === leadId

async function submit(body: object): Promise<string> {
  const response = await postContact(server.url, body)
  expect(response.status).toBe(201)
  const answer = (await response.json()) as { id: string; receivedAt: string }
  expect(Object.keys(answer).sort()).toEqual(['id', 'receivedAt'])
  return answer.id
}

describe('dealer notification', { timeout: 60_000 }, () => {
  it('reaches the inbox of each interest with every field, the page and the time', async () => {
    const inboxes = {
      sales: 'sales@keystone-golfcarts.example',
      service: 'service@keystone-golfcarts.example',
      parts: 'parts-counter@dealer.example',
      general: 'info@keystone-golfcarts.example',
    }
    const labels = {
      sales: 'Sales Inquiry',
      service: 'Service Request',
      parts: 'Parts & Accessories',
      general: 'General Question',
    }
    const ids = await Promise.all(
      Object.keys(inboxes).map((interest, i) =>
        submit({
          ...validContact,
          firstName: `Tester${i}`,
          interest,
          email: `visitor${i}@example.com`,
          message: `Message about ${interest}, line one.\nLine two & <more>.`,
          sourcePage: `/services?from=${interest}`,
        }),
      ),
    )
    for (const [i, [interest, inbox]] of Object.entries(inboxes).entries()) {
      const id = ids[i] ?? ''
      const [mail] = await smtp.waitFor(1, kind('dealer', id))
      const label = labels[interest as keyof typeof labels]
      expect(mail?.to).toEqual([inbox])
      expect(mail?.header('to')).toBe(inbox)
      expect(mail?.header('from')).toBe('Keystone Website <website@keystone-golfcarts.example>')
      expect(mail?.header('reply-to')).toBe(`Tester${i} Kowalski <visitor${i}@example.com>`)
      expect(mail?.header('subject')).toBe(`Website lead - ${label} from Tester${i} Kowalski`)
      const [row] = await server.query<{ received_at: string }>(
        'select received_at from contact_messages where id = ?',
        id,
      )
      for (const line of [
        `Name:      Tester${i} Kowalski`,
        `E-mail:    visitor${i}@example.com`,
        'Phone:     570-555-0188',
        `Interest:  ${label}`,
        `Sent from: https://www.keystone-golfcarts.example/services?from=${interest}`,
        `(${row?.received_at})`,
        `Reference: ${id}`,
        `Message about ${interest}, line one.\nLine two & <more>.`,
      ]) {
        expect(mail?.text).toContain(line)
      }
      expect(mail?.text).toMatch(
        /Received: {2}\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/,
      )
      expect(mail?.html).toContain(
        `Message about ${interest}, line one.\nLine two &amp; &lt;more&gt;.`,
      )
      expect(mail?.html).toContain(`<a href="mailto:visitor${i}@example.com">`)
    }
    // recorded as sent once the mail server's answer is back: each in one attempt
    const sent = async () =>
      (
        await server.query<{ n: number }>(
          `select count(*) as n from outbox where kind = 'dealer' and status = 'sent' and attempts = 1`,
        )
      )[0]?.n
    await until(async () => (await sent()) === 4, 'the four dealer e-mails recorded as sent')
  })
})

describe('ADF lead and acknowledgement', { timeout: 60_000 }, () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    isArray: (name) => name === 'name',
  })

  it('sends the lead as ADF/XML that parses, with the vehicle and hostile input kept as text', async () => {
    const hostile = {
      ...validContact,
      firstName: '<script>alert("x")</script>',
      lastName: `O'Brien & "Sons"`,
      email: 'buyer@example.com',
      message: 'Price? </comments><customer>evil</customer> & <![CDATA[ x ]]>',
      sourcePage: '/vehicle/evolution-d6-max-xt4',
    }
    const id = await submit(hostile)
    const [adf] = await smtp.waitFor(1, kind('adf', id))
    expect(adf?.to).toEqual(['leads@crm.example'])
    expect(SyntaxValidator.validate(adf?.text ?? '')).toBe(true)
    const { prospect } = parser.parse(adf?.text ?? '').adf
    expect(prospect.id['#text']).toBe(id)
    expect(prospect.requestdate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/)
    expect(prospect.customer.contact.name).toEqual([
      { '@part': 'first', '#text': hostile.firstName },
      { '@part': 'last', '#text': hostile.lastName },
    ])
    expect(prospect.customer.contact.email).toBe('buyer@example.com')
    expect(prospect.customer.contact.phone['#text']).toBe('570-555-0188')
    expect(prospect.customer.comments).toBe(hostile.message)
    expect(prospect.vehicle).toMatchObject({
      '@interest': 'buy',
      year: '2025',
      make: 'Evolution',
      model: 'D6 Max XT4',
    })
    expect(prospect.vehicle.comments).toContain('Interest: Sales Inquiry')
    expect(prospect.vendor.vendorname).toBe('Keystone Electric Golf Carts')
  })

  it('confirms receipt to the visitor with the response promise', async () => {
    const id = await submit({ ...validContact, email: 'receipt@example.com', interest: 'service' })
    const [ack] = await smtp.waitFor(1, kind('acknowledgement', id))
    expect(ack?.to).toEqual(['receipt@example.com'])
    expect(ack?.header('reply-to')).toBe('service@keystone-golfcarts.example')
    expect(ack?.header('subject')).toBe('We received your message - Keystone Electric Golf Carts')
    // the response clock's promise (60 business minutes unless an owner changes it)
    expect(ack?.text).toContain('We answer every message within 1 business hour.')
    expect(ack?.text).not.toContain(validContact.message)
  })
})

describe('spam quarantine', { timeout: 60_000 }, () => {
  it('answers 201 to honeypot and too-fast submissions, stores them as spam and mails nothing', async () => {
    const trapped = await submit({ ...validContact, company: 'Best SEO Agency' })
    const fast = await submit({ ...validContact, formStartedAt: Date.now() - 400 })
    const person = await submit({
      ...validContact,
      company: '',
      formStartedAt: Date.now() - 45_000,
    })

    // the real message arrives, so the worker ran after the spam was stored
    await smtp.waitFor(1, kind('dealer', person))
    await sleep(500)
    const rows = await server.query<{ id: string; status: string; spam_reason: string | null }>(
      'select id, status, spam_reason from contact_messages where id in (?, ?, ?)',
      trapped,
      fast,
      person,
    )
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]))
    expect(byId[trapped]?.status).toBe('spam')
    expect(byId[trapped]?.spam_reason).toBe('honeypot: the hidden "company" field was filled')
    expect(byId[fast]?.status).toBe('spam')
    expect(byId[fast]?.spam_reason).toMatch(
      /^too fast: sent 0\.\d s after the form was shown \(minimum 3 s\)$/,
    )
    expect(byId[person]).toMatchObject({ status: 'received', spam_reason: null })

    const queued = await server.query<{ n: number }>(
      'select count(*) as n from outbox where message_id in (?, ?)',
      trapped,
      fast,
    )
    expect(queued[0]?.n).toBe(0)
    const mailed = smtp.messages.filter((m) => [trapped, fast].includes(m.header('x-lead-id')))
    expect(mailed).toEqual([])
  })
})
