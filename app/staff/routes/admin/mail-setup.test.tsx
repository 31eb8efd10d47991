// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import type { ComponentProps, ComponentType } from 'react'
import { type AppLoadContext, createRoutesStub } from 'react-router'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import type { StaffRole } from '#app/kernel/.server/db/schema.ts'
import { LeadNotifications } from '#app/leads/components/admin/lead-notifications.tsx'
import Dashboard, { loader as dashboardLoader } from '#app/leads/routes/admin/dashboard.tsx'
import Leads, { loader as leadsLoader } from '#app/leads/routes/admin/leads.tsx'
import Lead, { loader as leadLoader } from '#app/leads/routes/admin/leads-lead.tsx'
import { insertLead } from '#tests/support/leads.ts'
import { createStaffUser, staffTestContext, startTestSession } from '#tests/support/staff.ts'

/*
 * Without SMTP_URL leads are stored but no e-mail goes out: the dashboard,
 * the inbox and each lead say so, owners with what to set, staff members in
 * a sentence. With mail configured nothing is said.
 */

afterEach(cleanup)

const withoutMail = await staffTestContext()
const withMail = await staffTestContext({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' })
afterAll(async () => {
  await withoutMail.db.destroy()
  await withMail.db.destroy()
})

async function signedIn(context: AppLoadContext, role: StaffRole) {
  const user = await createStaffUser(context.db, {
    email: `${crypto.randomUUID()}@example.com`,
    role,
  })
  const { token } = await startTestSession(context.db, user.id, { limits: context.settings })
  return token
}

type Loader = (args: never) => Promise<unknown>

/** The route's screen at `path`, with its real loader run for a signed-in person. */
async function screenOf(
  path: string,
  route: { Component: ComponentType<never>; loader: Loader },
  context: AppLoadContext,
  role: StaffRole,
) {
  // happy-dom's Request drops a Cookie header, as browsers do: the session goes in as the
  // server hands a renewed one to the page (readStaffSession)
  const signedInContext = { ...context, staffSessionToken: await signedIn(context, role) }
  const params = { id: path.split('/')[3] ?? '' }
  const Stub = createRoutesStub([
    {
      path,
      Component: route.Component as ComponentType,
      HydrateFallback: () => null,
      loader: () =>
        route.loader({
          request: new Request(`http://localhost:3000${path}`),
          context: signedInContext,
          params,
        } as never),
    },
  ])
  render(<Stub initialEntries={[path]} />)
  await screen.findByRole('heading', { level: 1 })
  return document.body.textContent ?? ''
}

const pages = async (context: AppLoadContext) => {
  const leadId = await insertLead(context.db, { receivedAt: new Date().toISOString() })
  return [
    ['the dashboard', '/admin', { Component: Dashboard, loader: dashboardLoader }],
    ['the inbox', '/admin/leads', { Component: Leads, loader: leadsLoader }],
    ['a lead', `/admin/leads/${leadId}`, { Component: Lead, loader: leadLoader }],
  ] as const
}

describe('without SMTP_URL', async () => {
  for (const [name, path, route] of await pages(withoutMail.context)) {
    it(`tells an owner on ${name} that no e-mail goes out, and what to set`, async () => {
      const text = await screenOf(path, route, withoutMail.context, 'owner')
      expect(text).toContain('E-mail is not set up: leads are stored here, but no e-mail goes out')
      for (const setting of ['SMTP_URL', 'MAIL_TO_SALES', 'MAIL_TO_SERVICE', 'MAIL_FROM']) {
        expect(text).toContain(setting)
      }
      // where sales inquiries go now
      expect(text).toContain(withoutMail.settings.MAIL_TO_SALES)
    })

    it(`tells a staff member on ${name} in a sentence`, async () => {
      const text = await screenOf(path, route, withoutMail.context, 'staff')
      expect(text).toContain('New leads are not e-mailed to anyone: watch this inbox.')
      expect(text).not.toContain('MAIL_TO_SALES')
    })
  }

  it('says on a queued e-mail why it waits; with mail configured it is just queued', () => {
    const queued = {
      id: 'n1',
      kind: 'dealer',
      recipient: 'sales@example.com',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
      log: [],
    } satisfies ComponentProps<typeof LeadNotifications>['notifications'][number]
    const { container, rerender } = render(
      <LeadNotifications notifications={[queued]} mailConfigured={false} />,
    )
    expect(container.textContent).toContain('Not sent: e-mail is not set up (SMTP_URL).')
    rerender(<LeadNotifications notifications={[queued]} mailConfigured />)
    expect(container.textContent).not.toContain('not set up')
  })
})

describe('with SMTP_URL', async () => {
  for (const [name, path, route] of await pages(withMail.context)) {
    it(`says nothing about e-mail on ${name}, to owners or staff`, async () => {
      for (const role of ['owner', 'staff'] as const) {
        const text = await screenOf(path, route, withMail.context, role)
        expect(text).not.toContain('E-mail is not set up')
        // the mail server's password never reaches a page
        expect(text).not.toContain('secret')
        cleanup()
      }
    })
  }
})
