import { Phone } from 'lucide-react'
import { data, redirect } from 'react-router'

import { clientAddress } from '#app/kernel/.server/audit/client-address.ts'
import { ErrorSummary } from '#app/kernel/components/admin/error-summary.tsx'
import { heroButtonClass, PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { bookStorage } from '../.server/book.ts'
import { storageBookPage } from '../.server/book-page.ts'
import { startStorageCheckout } from '../.server/checkout.ts'
import { storageFieldLabels } from '../booking-form.ts'
import { StorageBookingForm } from '../components/storage-booking-form.tsx'
import { storageBookPath } from '../storage-paths.ts'
import type { Route } from './+types/book'

/** A plain form (no scripts): the total and the booking by POST. */
export const handle = staticPage

/** Spaces and totals change with every booking: never cached. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ context }: Route.LoaderArgs) {
  return storageBookPage(
    context.db,
    new Date(context.requestTime),
    Boolean(onlinePayments(context.settings)),
  )
}

const closedMessage = `Online booking is closed just now. Call ${phones.main.display} and we book your storage by phone.`

/**
 * "Update my total" re-renders the page with the total of the choices
 * (200, nothing stored). A booking takes a space and goes on to Stripe's
 * page (303); refused, the page comes back with every value typed and the
 * messages (400), nothing stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const now = new Date(context.requestTime)
  const online = onlinePayments(context.settings)
  const again = (status: number, errors?: Record<string, string>, error?: string) =>
    storageBookPage(context.db, now, Boolean(online), { form: fields, errors, error }).then(
      (page) => data(page, { status }),
    )
  if (fields.intent === 'quote') return again(200)
  if (!online) return again(503, {}, closedMessage)
  const booked = await bookStorage(context.db, fields, { now, ip: clientAddress(request, context) })
  if (!booked.ok) return again(400, booked.fields, booked.error)
  const url = await startStorageCheckout(
    context.db,
    online,
    booked.contract,
    booked.totalCents,
    context.settings.SITE_URL,
    now,
  )
  if (!url)
    return again(
      503,
      {},
      "Stripe's payment page could not be opened, so nothing was booked. Please try again in a minute.",
    )
  return redirect(url, 303)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    dealerHours: hoursFrom(matches).showroom,
    siteUrl: siteUrlFrom(matches),
    title: 'Book Golf Cart Storage',
    description:
      'Book indoor or covered outdoor golf cart storage online: a winter or summer package paid at booking, or monthly storage, with pickup, maintenance and pre-season preparation.',
    path: storageBookPath,
    keywords: ['golf cart storage', 'winter golf cart storage', 'indoor golf cart storage'],
  })

export default function StorageBook({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData
  return (
    <main id="main">
      <PageHero
        pageKey="/policies/storage-policy"
        size="sm"
        eyebrow="Storage"
        title="Book Golf Cart Storage"
        subtitle="Indoor or covered outdoor, for a season or by the month. See your total before you pay; your space is yours once you book."
      >
        <a href={`tel:${phones.main.tel}`} className={heroButtonClass('ghostLight')}>
          <Phone aria-hidden="true" className="size-5" /> Or call {phones.main.display}
        </a>
      </PageHero>
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-6 sm:py-10">
        <ErrorSummary errors={page.errors} labels={storageFieldLabels} />
        {page.error && Object.keys(page.errors).length === 0 && (
          <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
            {page.error}
          </p>
        )}
        {!page.online && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4">{closedMessage}</p>
        )}
        <StorageBookingForm page={page} />
        <p className="text-sm text-gray-700">
          Every term is in the{' '}
          <a href="/policies/storage-policy" className="font-semibold text-brand-800 underline">
            storage policy
          </a>
          . Access: Monday to Friday 8 to 5, Saturday 8 to 3, Sunday by appointment.
        </p>
      </div>
    </main>
  )
}
