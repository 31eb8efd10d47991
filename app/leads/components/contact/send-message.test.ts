import { afterEach, describe, expect, it, vi } from 'vitest'

import { submitFailedMessage } from '#app/leads/contact-schema.ts'

import { sendMessage } from './send-message.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** sendMessage with the API answering this (or failing this way). */
function sendAnswered(answer: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
    ),
  )
  return sendMessage({ firstName: 'Dana' })
}

const failed = { ok: false, error: submitFailedMessage, fields: {} }

describe('sendMessage', () => {
  it('is sent once the API answers 201', async () => {
    const created = Response.json({ id: 'a', receivedAt: 'b' }, { status: 201 })
    await expect(sendAnswered(created)).resolves.toEqual({ ok: true })
  })

  it("gives a refusal's text and the messages of the fields it names", async () => {
    const refused = Response.json(
      { error: 'Invalid email address', fields: { email: 'Invalid email address', other: 'x' } },
      { status: 400 },
    )
    await expect(sendAnswered(refused)).resolves.toEqual({
      ok: false,
      error: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    })
  })

  it("gives the server's text of any other refusal", async () => {
    for (const status of [413, 415, 429]) {
      const refused = Response.json({ error: `refused ${status}` }, { status })
      await expect(sendAnswered(refused)).resolves.toEqual({
        ok: false,
        error: `refused ${status}`,
        fields: {},
      })
    }
  })

  it("gives the server's text of a server error that has one, with the fields it names", async () => {
    for (const status of [500, 502, 503]) {
      const broken = Response.json(
        { error: `down ${status}`, fields: { email: 'Try again later' } },
        { status },
      )
      await expect(sendAnswered(broken)).resolves.toEqual({
        ok: false,
        error: `down ${status}`,
        fields: { email: 'Try again later' },
      })
    }
  })

  it('says the message failed for an answer without words, a network failure or an unreadable answer', async () => {
    await expect(sendAnswered(Response.json({}, { status: 500 }))).resolves.toEqual(failed)
    await expect(sendAnswered(Response.json({ error: ' ' }, { status: 503 }))).resolves.toEqual(
      failed,
    )
    await expect(sendAnswered(new Response('Bad Gateway', { status: 502 }))).resolves.toEqual(
      failed,
    )
    await expect(sendAnswered(new Response(null, { status: 504 }))).resolves.toEqual(failed)
    await expect(sendAnswered(new TypeError('Failed to fetch'))).resolves.toEqual(failed)
    await expect(sendAnswered(new Response('<h1>Too many</h1>', { status: 429 }))).resolves.toEqual(
      failed,
    )
    await expect(sendAnswered(Response.json({ fields: {} }, { status: 400 }))).resolves.toEqual(
      failed,
    )
    await expect(sendAnswered(Response.json({}, { status: 200 }))).resolves.toEqual(failed)
  })
})
