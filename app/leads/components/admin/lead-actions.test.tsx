// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, data } from 'react-router'
import { afterEach, expect, it } from 'vitest'

import type { LeadStage } from '#app/leads/lead-stage.ts'

import { type LeadActionResult, LeadActions, type LeadActionsPage } from './lead-actions.tsx'

afterEach(cleanup)

const staff = [{ id: 'u1', name: 'Dana Kowalski', email: 'dana@example.com' }]

/**
 * The forms in a router over a stand-in lead: each accepted change adds to
 * its history, and the page's data is reloaded after it, as on the server.
 * `slowReload` holds that reload back, so the action's answer shows first.
 */
function renderLead(slowReload?: Promise<void>) {
  const lead = { assignedTo: null as string | null, stage: 'new' as LeadStage, status: 'received' }
  const history: string[] = []
  const Stub = createRoutesStub([
    {
      path: '/admin/leads/l1',
      Component: ({ loaderData, actionData }) => (
        <>
          <p>{(loaderData as { history: string[] }).history.length} in the history</p>
          <LeadActions
            page={loaderData as LeadActionsPage}
            userId="u1"
            result={actionData as LeadActionResult | undefined}
          />
        </>
      ),
      loader: async () => {
        if (history.length > 0) await slowReload
        return { lead: { ...lead }, staff, history: [...history] }
      },
      HydrateFallback: () => null,
      action: async ({ request }) => {
        const form = await request.formData()
        const intent = String(form.get('intent'))
        if (intent === 'stage') {
          lead.stage = String(form.get('stage')) as LeadStage
          history.push('stage')
          return { form: 'stage', message: 'Stage changed.' }
        }
        const text = String(form.get('text') ?? '').trim()
        if (intent !== 'entry' || !text)
          return data({ form: 'entry', error: 'Write what happened.' }, { status: 400 })
        history.push(text)
        return { form: 'entry', message: 'Added to the history.' }
      },
    },
  ])
  render(<Stub initialEntries={['/admin/leads/l1']} />)
  return { history }
}

it('keeps a note being typed when another change reloads the lead', async () => {
  let reload: () => void = () => {}
  const { history } = renderLead(new Promise<void>((resolve) => (reload = resolve)))
  const user = userEvent.setup()
  await user.selectOptions(await screen.findByLabelText('Stage'), 'contacted')
  await user.click(screen.getByRole('button', { name: 'Change stage' }))
  // the answer shows while the page's data is still on its way
  await user.type(screen.getByLabelText('What happened'), 'Call after 5 pm.')
  reload()
  expect(await screen.findByText('1 in the history')).toBeTruthy()
  expect(screen.getByLabelText<HTMLTextAreaElement>('What happened').value).toBe('Call after 5 pm.')

  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect(await screen.findByText('2 in the history')).toBeTruthy()
  expect(history).toEqual(['stage', 'Call after 5 pm.'])
})

it('empties the note once it is added, and keeps it when it is refused', async () => {
  renderLead()
  const user = userEvent.setup()
  const note = await screen.findByLabelText<HTMLTextAreaElement>('What happened')
  await user.type(note, '   ')
  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Write what happened.')
  expect(note.value).toBe('   ')

  await user.clear(note)
  await user.type(note, 'Left a voicemail.')
  await user.click(screen.getByRole('button', { name: 'Add' }))
  expect(await screen.findByText('1 in the history')).toBeTruthy()
  await waitFor(() => expect(note.value).toBe(''))
})
