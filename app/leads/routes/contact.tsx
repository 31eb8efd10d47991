import { Mail, Phone } from 'lucide-react'
import { data, Link, redirect, useLocation } from 'react-router'

import { buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { SectionHeading } from '#app/kernel/components/ui/section-heading.tsx'
import { useHours } from '#app/kernel/components/ui/use-hours.ts'
import { business, emails, phones } from '#app/kernel/dealer/business.ts'
import { locations } from '#app/kernel/dealer/locations.ts'
import { placeById, showroomPlaces } from '#app/kernel/dealer/places.ts'
import { Island } from '#app/kernel/islands/island.tsx'
import { islandPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { autoDealerJsonLd, breadcrumbJsonLd } from '#app/kernel/structured-data.ts'
import { submitContact } from '#app/leads/.server/contact/contact.ts'
import { responsePromiseMinutes } from '#app/leads/.server/due.ts'
import { ContactDetailsCard } from '#app/leads/components/contact/contact-details-card.tsx'
import { ContactForm } from '#app/leads/components/contact/contact-form.tsx'
import { contactPrefill, spamTrapFields } from '#app/leads/contact-schema.ts'
import { responsePromiseSentence } from '#app/leads/response-promise.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'
import { HoursCard } from '#app/site/components/company/hours-card.tsx'
import { findTown } from '#app/site/town-lookup.server.ts'

import type { Route } from './+types/contact'

/** Sent without React Router: only the form (and its notifications) runs in the browser, without React. */
export const handle = islandPage('contact-form')

const showroomCities = locations
  .filter((l) => l.type === 'physical')
  .map((l) => l.city)
  .join(' and ')

/** A native form post is a few kilobytes; refuse anything far larger before parsing it. */
const maxFormBytes = 64 * 1024

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const vehicleParam = url.searchParams.get('vehicle')
  const vehicle = vehicleParam ? await findVehicle(context.db, vehicleParam) : undefined
  const town = findTown(url.searchParams.get('town') ?? '')
  const lot = placeById(vehicle?.locationId ?? showroomPlaces[0]?.id ?? '')
  return {
    prefill: contactPrefill({
      vehicleName: vehicle?.name,
      sold: vehicle?.status === 'sold',
      interest: url.searchParams.get('interest'),
      delivery: town && lot ? { lot: lot.name, town: town.name } : null,
    }),
    promise: responsePromiseSentence(await responsePromiseMinutes(context.db)),
    vehicle: vehicle
      ? { id: vehicle.id, name: vehicle.name, sold: vehicle.status === 'sold' }
      : null,
    // when the form was shown: the server's spam check compares it with the send time
    // (the request's time, which a cached copy of this page gets anew per request)
    formStartedAt: context.requestTime,
  }
}

/**
 * The contact form's native post, sent when JavaScript does not run: it goes
 * to submitContact, like POST /api/contact (where the form sends its JSON when
 * it does). A rejected message comes back with its messages and what the
 * visitor typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (Number(request.headers.get('content-length') ?? '0') > maxFormBytes) {
    throw data('Message too large', { status: 413 })
  }
  const form = Object.fromEntries(await request.formData())
  const result = await submitContact(
    context.db,
    form,
    { sourcePage: request.headers.get('referer') },
    context.settings,
  )
  if (result.ok) return redirect('/thank-you')
  const { error, fields, values } = result
  // keep the original start time, so a quick resend is not taken for a bot
  const startedAt = Number(form[spamTrapFields.startedAt])
  const formStartedAt = Number.isSafeInteger(startedAt) && startedAt > 0 ? startedAt : undefined
  return data({ error, fields, values, formStartedAt }, { status: 400 })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFrom(matches)
  return seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl,
    title: 'Contact Us',
    description:
      `Call ${phones.main.display}, e-mail or send a message to ${business.name} in ${business.mainAddress.city}, ${business.mainAddress.region} about golf cart sales, rentals, service and parts. ${loaderData?.promise ?? ''}`.trimEnd(),
    path: '/contact',
    keywords: [
      'contact golf cart dealer',
      'golf carts Lords Valley PA',
      'golf cart sales Pike County',
      'golf cart service Poconos',
      'Denago dealer Pennsylvania',
      'Evolution golf cart dealer',
    ],
    jsonLd: [
      autoDealerJsonLd({ siteUrl, hours: hoursFrom(matches).showroom }),
      breadcrumbJsonLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Contact', path: '/contact' },
      ]),
    ],
  })
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const hours = useHours()
  const location = useLocation()
  const { vehicle } = loaderData
  return (
    <main id="main">
      <PageHero
        pageKey="/contact"
        eyebrow="We're here to help"
        title="Contact Us"
        subtitle="Questions about a cart, a rental or a repair? Call us, send an e-mail or leave a message below, and a real person from our team will get back to you."
      >
        <a href={`tel:${phones.main.tel}`} className={buttonClass('accent', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Call {phones.main.display}
        </a>
        <a href={`mailto:${emails.info}`} className={buttonClass('ghostLight', 'lg')}>
          <Mail aria-hidden="true" className="size-5" /> Email Us
        </a>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-3">
        <section
          aria-labelledby="send-message"
          className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <SectionHeading id="send-message" title="Send Us a Message" look="card" />
          <p className="mt-2 mb-6 text-gray-700">{loaderData.promise} All fields are required.</p>
          {vehicle && (
            <p className="mb-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
              Asking about {vehicle.sold ? 'a cart like the' : 'the'}{' '}
              <Link className="font-semibold underline" to={`/vehicle/${vehicle.id}`}>
                {vehicle.name}
              </Link>
              {vehicle.sold
                ? ', which has been sold. Tell us what matters most and we will find you one.'
                : '. Add any questions about price, delivery or a test drive.'}
            </p>
          )}
          <Island
            name="contact-form"
            component={ContactForm}
            props={{
              defaultValues: actionData?.values ?? loaderData.prefill,
              failure: actionData && { error: actionData.error, fields: actionData.fields },
              formStartedAt: actionData?.formStartedAt ?? loaderData.formStartedAt,
              sourcePage: `${location.pathname}${location.search}`,
              vehicleId: vehicle?.id ?? null,
            }}
            browserProps={{}}
          />
        </section>

        <div className="grid content-start gap-8">
          <ContactDetailsCard />
          <HoursCard hours={hours.showroom} title="Business Hours" />
          <p className="text-sm text-gray-700">
            Prefer to visit?{' '}
            <Link to="/showroom" className="font-semibold text-brand-800 underline">
              See our showroom locations
            </Link>{' '}
            in {showroomCities}.
          </p>
        </div>
      </div>
    </main>
  )
}
