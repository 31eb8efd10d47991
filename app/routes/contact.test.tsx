// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, data, redirect, UNSAFE_ErrorResponseImpl } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Toaster } from '#app/components/ui/toaster.tsx'
import { contactDefaults, submitFailedMessage } from '#app/lib/contact-schema.ts'

import ContactPage, { clientAction } from './contact.tsx'

afterEach(cleanup)

const loaderData = { prefill: contactDefaults, vehicle: null, formStartedAt: 1_767_225_600_000 }

/** The contact page in a router, with a stand-in for the server action. */
function renderContact(action: (form: FormData) => Promise<unknown> | unknown) {
  const Stub = createRoutesStub([
    {
      path: '/contact',
      Component: (props) => (
        <>
          <ContactPage {...(props as Parameters<typeof ContactPage>[0])} />
          <Toaster />
        </>
      ),
      loader: () => loaderData,
      HydrateFallback: () => null,
      action: async ({ request }) => action(await request.formData()),
    },
    { path: '/thank-you', Component: () => <h1>Thank You!</h1> },
  ])
  render(<Stub initialEntries={['/contact']} />)
}

async function fillValidMessage() {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('First Name'), 'Dana')
  await user.type(screen.getByLabelText('Last Name'), 'Kowalski')
  await user.type(screen.getByLabelText('Email'), 'dana@example.com')
  await user.type(screen.getByLabelText('Phone'), '570-555-0188')
  await user.type(screen.getByLabelText('Message'), 'Is the EV City available in blue?')
  return user
}

describe('contact form', () => {
  it('checks the fields in the browser first: an empty form never reaches the action', async () => {
    const action = vi.fn()
    renderContact(action)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Send Message' }))
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
    expect(action).not.toHaveBeenCalled()
  })

  it('posts the whole form, spam traps included, shows Sending... and lands on the thank-you page', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const action = vi.fn(async (_form: FormData) => {
      await answered
      return redirect('/thank-you')
    })
    renderContact(action)
    const user = await fillValidMessage()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect((sending as HTMLButtonElement).disabled).toBe(true)
    release()
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy()

    const form = action.mock.calls[0]?.[0]
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      firstName: 'Dana',
      interest: 'sales',
      company: '',
      formStartedAt: String(loaderData.formStartedAt),
      sourcePage: '/contact',
    })
  })

  it("puts the action's field messages on the fields and its error in a notification", async () => {
    renderContact(() =>
      data(
        {
          error: 'Invalid email address',
          fields: { email: 'Invalid email address' },
          values: contactDefaults,
          formStartedAt: undefined,
        },
        { status: 400 },
      ),
    )
    const user = await fillValidMessage()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    )
    const notification = await screen.findByRole('region', { name: /Notification/ })
    await waitFor(() => expect(notification.textContent).toContain('Invalid email address'))
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dana')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy()
  })
})

describe('contact clientAction', () => {
  /** A server action that fails the way a fetch or React Router does: with a Response, an error response or an Error. */
  const failing = (reason: unknown) => () => Promise.reject(reason)
  const run = (serverAction: () => Promise<unknown>) =>
    clientAction({ serverAction } as unknown as Parameters<typeof clientAction>[0])

  it("passes the server's answer and its redirect through", async () => {
    const answer = { error: 'x', fields: {}, values: contactDefaults, formStartedAt: undefined }
    await expect(run(() => Promise.resolve(answer))).resolves.toBe(answer)
    const thanks = redirect('/thank-you')
    await expect(run(failing(thanks))).rejects.toBe(thanks)
  })

  it('turns an unreachable or failing server into a message, keeping the page', async () => {
    await expect(run(failing(new TypeError('Failed to fetch')))).resolves.toMatchObject({
      error: submitFailedMessage,
      fields: {},
    })
    const tooLarge = new UNSAFE_ErrorResponseImpl(413, 'Payload Too Large', 'Message too large')
    await expect(run(failing(tooLarge))).resolves.toMatchObject({
      error: 'Message too large',
    })
    const failed = new UNSAFE_ErrorResponseImpl(500, 'Internal Server Error', 'boom')
    await expect(run(failing(failed))).resolves.toMatchObject({
      error: submitFailedMessage,
    })
  })
})
