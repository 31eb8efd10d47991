// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'

import { notificationDurationMs } from '#app/kernel/components/ui/notifications.ts'
import { contactDefaults, submitFailedMessage } from '#app/leads/contact-schema.ts'
import contactFormIsland from '#app/leads/islands/contact-form.ts'

import { ContactForm, type ContactFormProps } from './contact-form.tsx'

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
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The server's markup of the form, as the page carries it, before the island starts. */
function serverMarkup(overrides: Partial<ContactFormProps> = {}) {
  const island = document.createElement('div')
  island.innerHTML = renderToString(<ContactForm {...props} {...overrides} />)
  document.body.append(island)
  return island
}

/** The page with the form's island started on it, as the browser does. */
function startIsland(overrides: Partial<ContactFormProps> = {}) {
  contactFormIsland.enhance(serverMarkup(overrides))
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

function sendButton(name = 'Send Message') {
  return screen.getByRole<HTMLButtonElement>('button', { name })
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

/** The one destructive notification shown, in the notifications region. */
async function expectNotification(text: string) {
  const region = await screen.findByRole('region', { name: /Notification/ })
  const shown = region.querySelectorAll('[data-variant="destructive"]')
  expect(shown).toHaveLength(1)
  const notification = shown[0] as HTMLElement
  // read out once, at once: an assertive status holds its words for a moment
  const announced = await screen.findByText(`Notification Error ${text}`)
  expect(announced.getAttribute('role')).toBe('status')
  expect(announced.getAttribute('aria-live')).toBe('assertive')
  expect(within(notification).getByText('Error')).toBeTruthy()
  expect(within(notification).getByText(text)).toBeTruthy()
  return notification
}

/** Each field that shows a message is marked invalid and points to it. */
function expectFieldMessage(label: string, message: string) {
  const field = screen.getByLabelText(label)
  expect(field.getAttribute('aria-invalid')).toBe('true')
  const note = document.getElementById(field.getAttribute('aria-describedby') ?? '')
  expect(note?.textContent).toBe(message)
  expect(note?.getAttribute('role')).toBe('alert')
}

describe('contact form island', () => {
  it('checks the fields in the browser first: an empty form is never sent', async () => {
    startIsland()
    const user = userEvent.setup()
    await user.click(sendButton())
    expectFieldMessage('First Name', 'First name is required')
    expectFieldMessage('Last Name', 'Last name is required')
    expectFieldMessage('Email', 'Invalid email address')
    expectFieldMessage('Phone', 'Phone number is required')
    expectFieldMessage('Message', 'Message must be at least 10 characters')
    expect(screen.getByLabelText("I'm interested in").hasAttribute('aria-invalid')).toBe(false)
    expect(document.activeElement).toBe(screen.getByLabelText('First Name'))
    expect(fetchMock).not.toHaveBeenCalled()

    // after a send, every change checks its field again: fixing one clears its message
    await user.type(screen.getByLabelText('First Name'), 'D')
    expect(screen.queryByText('First name is required')).toBeNull()
    expect(screen.getByLabelText('First Name').hasAttribute('aria-invalid')).toBe(false)
    expect(screen.getByLabelText('First Name').hasAttribute('aria-describedby')).toBe(false)
  })

  it('checks a field when it loses focus, then on every change', async () => {
    startIsland()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'dana@')
    expect(screen.queryByText('Invalid email address')).toBeNull()
    await user.tab()
    expectFieldMessage('Email', 'Invalid email address')
    // the other fields, not yet visited, say nothing
    expect(screen.queryByText('First name is required')).toBeNull()

    await user.type(screen.getByLabelText('Email'), 'example.com')
    expect(screen.queryByText('Invalid email address')).toBeNull()
  })

  it('posts the fields a native post sends, spam traps included, as JSON to the API', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'x', receivedAt: 'y' }, { status: 201 }))
    startIsland({ sourcePage: '/contact?vehicle=denago-ev-city', vehicleId: 'denago-ev-city' })
    const user = await fillValidMessage()
    await user.selectOptions(screen.getByLabelText("I'm interested in"), 'service')
    await user.click(sendButton())

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
    startIsland()
    const user = await fillValidMessage()
    await user.click(sendButton())

    const sending = sendButton('Sending...')
    expect(sending.disabled).toBe(true)
    expect(sending.querySelector('svg')).not.toBeNull()
    expect(assign).not.toHaveBeenCalled()
    answer(Response.json({ id: 'x', receivedAt: 'y' }, { status: 201 }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'))
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('')
    expect(sendButton('Sending...')).toBeTruthy()

    // back from the thank-you page, a page the browser kept whole can send again
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    expect(sendButton().disabled).toBe(false)
  })

  it("puts the server's field messages on the fields and its error in a notification", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: 'Invalid email address', fields: { email: 'Invalid email address' } },
        { status: 400 },
      ),
    )
    startIsland()
    const user = await fillValidMessage()
    await user.click(sendButton())

    await expectNotification('Invalid email address')
    expectFieldMessage('Email', 'Invalid email address')
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dana')
    expect(sendButton().disabled).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })

  it("shows the server's words when a server error carries them, the generic message when not", async () => {
    const words = 'Our message service is down for maintenance. Please call us instead.'
    fetchMock.mockResolvedValueOnce(Response.json({ error: words }, { status: 503 }))
    startIsland()
    const user = await fillValidMessage()
    await user.click(sendButton())

    await expectNotification(words)
    expect(screen.queryByText(submitFailedMessage)).toBeNull()
    expect(sendButton().disabled).toBe(false)
    expect(assign).not.toHaveBeenCalled()

    // a server error without words of its own (a proxy's page) gets the generic message,
    // in place of the notification shown
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad Gateway</h1>', { status: 502 }))
    await user.click(sendButton())
    await waitFor(() => expect(screen.queryByText(words)).toBeNull())
    await expectNotification(submitFailedMessage)
    expect(assign).not.toHaveBeenCalled()
  })

  it('keeps what was typed and says the message failed when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    startIsland()
    const user = await fillValidMessage()
    await user.click(sendButton())

    await expectNotification(submitFailedMessage)
    expect(sendButton().disabled).toBe(false)
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dana')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(
      'Is the EV City available in blue?',
    )
    expect(assign).not.toHaveBeenCalled()
  })

  it('closes the notification with its control, and by itself after 5 seconds', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    startIsland()
    const user = await fillValidMessage()
    await user.click(sendButton())
    const notification = await expectNotification(submitFailedMessage)
    await user.click(within(notification).getByRole('button', { name: 'Close notification' }))
    expect(document.querySelector('[data-variant]')).toBeNull()

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    sendButton().click()
    // (under fake timers waitFor moves the clock by its interval: none here)
    await vi.waitFor(() => expect(document.querySelector('[data-variant]')).not.toBeNull(), {
      interval: 0,
    })
    vi.advanceTimersByTime(notificationDurationMs - 1)
    expect(document.querySelector('[data-variant]')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.querySelector('[data-variant]')).toBeNull()
  })

  it('keeps every field typed or chosen before it started, and sends them', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'x', receivedAt: 'y' }, { status: 201 }))
    // from a cart's page: the message comes prefilled, and the visitor rewrites it
    const island = serverMarkup({
      defaultValues: { ...contactDefaults, message: "I'm interested in the Denago EV City." },
      sourcePage: '/contact?vehicle=denago-ev-city',
      vehicleId: 'denago-ev-city',
    })
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

    contactFormIsland.enhance(island)
    for (const [label, value] of Object.entries(typed)) {
      expect(screen.getByLabelText<HTMLInputElement>(label).value, label).toBe(value)
    }
    expect(screen.getByLabelText<HTMLSelectElement>("I'm interested in").value).toBe('parts')

    sendButton().click()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/thank-you'))
    expect(postedBody()).toMatchObject({
      firstName: 'Dana',
      message: 'Is the EV City available in blue?',
      interest: 'parts',
      vehicleId: 'denago-ev-city',
    })
  })

  it('shows a rejected native post with its messages until they are checked again', async () => {
    startIsland({
      defaultValues: { ...contactDefaults, lastName: 'Kowalski', email: 'dana@' },
      failure: {
        error: 'First name is required',
        fields: { firstName: 'First name is required', email: 'Invalid email address' },
      },
    })
    expect(screen.getByText(/Your message was not sent yet/).getAttribute('role')).toBe('alert')
    expectFieldMessage('First Name', 'First name is required')
    expectFieldMessage('Email', 'Invalid email address')
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('dana@')
    // the server's markup starts on the first field to fix
    expect(screen.getByLabelText('First Name').hasAttribute('autofocus')).toBe(true)

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'example.com')
    await user.tab()
    expect(screen.queryByText('Invalid email address')).toBeNull()
    expectFieldMessage('First Name', 'First name is required')

    // a send checks every field: the summary of the rejected post goes
    await user.click(sendButton())
    expect(screen.queryByText(/Your message was not sent yet/)).toBeNull()
    expectFieldMessage('First Name', 'First name is required')
    expectFieldMessage('Phone', 'Phone number is required')
  })

  it('marks a wrong field as the server marks it after a rejected post', async () => {
    const fields = {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      message: 'Message must be at least 10 characters',
    }
    const served = serverMarkup({ failure: { error: fields.firstName, fields } })
    const marked = (root: HTMLElement) =>
      Object.keys(fields).map((name) => {
        const control = root.querySelector(`#contact-${name}`)
        const note = root.querySelector(`#contact-${name}-error`)
        return [control?.className, control?.getAttribute('aria-describedby'), note?.outerHTML]
      })
    const expected = marked(served)
    document.body.replaceChildren()

    startIsland()
    await userEvent.setup().click(sendButton())
    expect(marked(document.body)).toEqual(expected)
  })
})
