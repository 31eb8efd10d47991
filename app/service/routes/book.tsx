import { Phone } from 'lucide-react'
import { data, redirect } from 'react-router'

import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { heroButtonClass, PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'

import { bookService } from '../.server/book.ts'
import { BookingForm } from '../components/booking-form.tsx'
import { VisitStep } from '../components/visit-step.tsx'
import { bookPath, jobPagePath } from '../service-paths.ts'
import type { Route } from './+types/book'
import { bookPage } from './book.server.ts'

/** A plain form (no scripts): the visit and town by GET, the booking by POST. */
export const handle = staticPage

/** What is free changes with every booking: never cached. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const now = new Date(context.requestTime)
  return bookPage(context.db, now, {
    visit: url.searchParams.get('visit'),
    town: url.searchParams.get('town'),
    kind: url.searchParams.get('kind'),
    person: {
      name: url.searchParams.get('name'),
      email: url.searchParams.get('email'),
      phone: url.searchParams.get('phone'),
    },
  })
}

/**
 * The booking's post, with its photos: booked, it goes to the customer's
 * page of the job (303); refused, the page comes back with every value
 * typed and the messages (400), nothing stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const files = form.getAll('photos').filter((value): value is File => typeof value !== 'string')
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const now = new Date()
  const result = await bookService(context.db, fields, files, {
    now,
    siteUrl: context.settings.SITE_URL,
    serviceTo: context.settings.MAIL_TO_SERVICE,
  })
  if (result.ok) return redirect(jobPagePath(result.token), 303)
  const page = await bookPage(
    context.db,
    now,
    { visit: fields.visit ?? null, town: fields.town ?? null },
    { form: fields, errors: result.fields, error: result.error },
  )
  return data(page, { status: 400 })
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    dealerHours: hoursFrom(matches).service,
    siteUrl: siteUrlFrom(matches),
    title: 'Book Golf Cart Service',
    description: `Book golf cart service online: drop your cart off at a showroom, have us pick it up, or have our van come to you. Choose a free day or 2-hour window, or call ${phones.service.display}.`,
    path: bookPath,
    keywords: [
      'book golf cart service',
      'golf cart repair appointment',
      'mobile golf cart service',
    ],
  })

/** The labels of the error summary's links, by field. */
const fieldLabels: Record<string, string> = {
  kind: 'Service',
  description: 'What is wrong',
  photos: 'Photos',
  brand: 'Brand',
  model: 'Model',
  year: 'Year',
  serial: 'Serial number',
  battery: 'Battery',
  voltage: 'Voltage',
  batteryAge: 'Battery age',
  showroom: 'Showroom',
  street: 'Street address',
  town: 'Town',
  zip: 'ZIP code',
  slot: 'Day or window',
  accessConfirmed: 'Access path',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
}

export default function BookPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData
  return (
    <main id="main">
      <PageHero
        pageKey="/services"
        size="sm"
        eyebrow="Service department"
        title="Book Service"
        subtitle="Choose where we work on your cart, then a free day or 2-hour window. We send you an estimate to approve before any work starts."
      >
        <a href={`tel:${phones.service.tel}`} className={heroButtonClass('ghostLight')}>
          <Phone aria-hidden="true" className="size-5" /> Or call {phones.service.display}
        </a>
      </PageHero>
      <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
        <ErrorSummary errors={page.errors} labels={fieldLabels} />
        <VisitStep page={page} kind={page.values.kind} />
        {(page.visit === 'drop_off' || page.town) && <BookingForm page={page} />}
      </div>
    </main>
  )
}
