// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'

import ContactFormIsland from '#app/islands/contact-form.tsx'
import { hydrateIsland } from '#app/islands/hydrate.tsx'
import { contactDefaults, submitFailedMessage } from '#app/lib/contact-schema.ts'
import { dismissToast } from '#app/lib/toast-store.ts'

import type { ContactFormProps } from './contact-form.tsx'

const props: ContactFormProps = {
  defaultValues: contactDefaults,
  formStartedAt: 1_767_225_600_000,
  sourcePage: '/contact',
  vehicleId: null,
}

let fetchMock: Mock<typeof fetch>
let assign: Mock<(url: string | URL) => void>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  assign = vi.fn()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})

afterEach(() => {
  cleanup()
  dismissToast()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The island as the browser hydrates it: no router, only its JSON props. */
function renderIsland(overrides: Partial<ContactFormProps> = {}) {
  render(<ContactFormIsland {...props} {...overrides} />)
}

async function fillValidMessage() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('First Name'), 'Dana')
  await user.type(screen.getByLabelText('Last Name'), 'Kowalski')
  await user.type(screen.getByLabelText('Email'), 'dana@example.com')
  await user.type(screen.getByLabelText('Phone'), '570-555-0188')
  await user.type(screen.getByLabelText('Message'), 'Is the EV City available in blue?')
  return user
}

/** The JSON body of the one request sent. */
function postedBody() {
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] ?? []
  expect(url).toBe('/api/contact')
  expect(init?.method).toBe('POST')
  expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  return JSON.parse(String(init?.body)) as unknown
}

async function expectNotification(text: string) {
  // the region's code is imported on the first notification: on a busy machine that alone
  // can outlast Testing Library's default second
  const notification = await screen.findByRole(
    'region',
    { name: /Notification/ },
    { timeout: 5_000 },
  )
  await waitFor(() => expect(notification.textContent).toContain(text))
  const toast = notification.querySelector('[data-variant="destructive"]')
  expect(toast?.textContent).toContain('Error')
}

describe('contact form island', () => {
  it('checks the fields in the browser first: an empty form is never sent', async () => {
    renderIsland()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone number is required',
      'Message must be at least 10 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy()
    }
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the fields a native post sends, spam traps included, as JSON to the API', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'x', receivedAt: 'y' }, { status: 201 }))
    renderIsland({ sourcePage: '/contact?vehicle=denago-ev-city', vehicleId: 'denago-ev-city' })
    const user = await fillValidMessage()
    await user.selectOptions(screen.getByLabelText("I'm interested in"), 'service')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(postedBody()).toEqual({
      firstName: 'Dana',
      lastName: 'Kowalski',
      email: 'dana@example.com',
      phone: '570-555-0188',
      interest: 'service',
      message: 'Is the EV City available in blue?',
      company: '',
      formStartedAt: String(props.formStartedAt),
      sourcePage: '/contact?vehicle=denago-ev-city',
      vehicleId: 'denago-ev-city',
    })
  })

  it('shows Sending... while the message is on its way, then empties the form and goes to the thank-you page', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderIsland()
    const user = await fillValidMessage()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' })
    expect(sending.disabled).toBe(true)
    expect(assign).not.toHaveBeenCalled()
    await act(async () => answer(Response.json({ id: 'x', receivedAt: 'y' }, { status: 201 })))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'))
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('')
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy()

    // back from the thank-you page, a page the browser kept whole can send again
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(
      false,
    )
  })

  it("puts the server's field messages on the fields and its error in a notification", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: 'Invalid email address', fields: { email: 'Invalid email address' } },
        { status: 400 },
      ),
    )
    renderIsland()
    const user = await fillValidMessage()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(screen.getByText('Invalid email address', { selector: '[role="alert"]' })).toBeTruthy()
    await expectNotification('Invalid email address')
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dana')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(
      false,
    )
    expect(assign).not.toHaveBeenCalled()
  })

  it("shows the server's words when a server error carries them, the generic message when not", async () => {
    const words = 'Our message service is down for maintenance. Please call us instead.'
    fetchMock.mockResolvedValueOnce(Response.json({ error: words }, { status: 503 }))
    renderIsland()
    const user = await fillValidMessage()
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' })
    await user.click(button)

    await expectNotification(words)
    expect(screen.queryByText(submitFailedMessage)).toBeNull()
    expect(button.disabled).toBe(false)
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dana')
    expect(assign).not.toHaveBeenCalled()

    // a server error without words of its own (a proxy's page) gets the generic message
    act(() => dismissToast())
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad Gateway</h1>', { status: 502 }))
    await user.click(button)
    await expectNotification(submitFailedMessage)
    expect(assign).not.toHaveBeenCalled()
  })

  it('keeps what was typed and says the message failed when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderIsland()
    const user = await fillValidMessage()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await expectNotification(submitFailedMessage)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(
      false,
    )
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dana')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(
      'Is the EV City available in blue?',
    )
    expect(assign).not.toHaveBeenCalled()
  })

  it('keeps every field typed or chosen before it hydrated, and sends them', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'x', receivedAt: 'y' }, { status: 201 }))
    // from a cart's page: the message comes prefilled, and the visitor rewrites it
    const fromCart: ContactFormProps = {
      ...props,
      defaultValues: { ...contactDefaults, message: "I'm interested in the Denago EV City." },
      sourcePage: '/contact?vehicle=denago-ev-city',
      vehicleId: 'denago-ev-city',
    }
    const island = document.createElement('div')
    island.innerHTML = renderToString(<ContactFormIsland {...fromCart} />)
    document.body.append(island)
    const typed = {
      'First Name': 'Dana',
      'Last Name': 'Kowalski',
      Email: 'dana@example.com',
      Phone: '570-555-0188',
      Message: 'Is the EV City available in blue?',
    }
    for (const [label, value] of Object.entries(typed)) {
      screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value = value
    }
    screen.getByLabelText<HTMLSelectElement>("I'm interested in").value = 'parts'

    // React's work runs when act's scope ends; the island resolves once it has run
    let hydrating: Promise<Root> | undefined
    act(() => {
      hydrating = hydrateIsland(island, ContactFormIsland, fromCart)
    })
    const root = await hydrating
    try {
      for (const [label, value] of Object.entries(typed)) {
        expect(screen.getByLabelText<HTMLInputElement>(label).value, label).toBe(value)
      }
      expect(screen.getByLabelText<HTMLSelectElement>("I'm interested in").value).toBe('parts')

      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'))
      expect(postedBody()).toMatchObject({
        firstName: 'Dana',
        message: 'Is the EV City available in blue?',
        interest: 'parts',
        vehicleId: 'denago-ev-city',
      })
    } finally {
      act(() => root?.unmount())
      island.remove()
    }
  })

  it('shows a rejected native post with its messages and starts on the first field to fix', () => {
    renderIsland({
      defaultValues: { ...contactDefaults, lastName: 'Kowalski', email: 'dana@' },
      failure: {
        error: 'First name is required',
        fields: { firstName: 'First name is required', email: 'Invalid email address' },
      },
    })
    expect(screen.getByText(/Your message was not sent yet/)).toBeTruthy()
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('dana@')
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'))
  })
})
