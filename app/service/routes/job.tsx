import { Phone } from 'lucide-react'
import { data, redirect } from 'react-router'

import { deliveryChoiceOf } from '#app/deliveries/delivery-form.ts'
import { Button, buttonClass } from '#app/kernel/components/ui/button.tsx'
import { PageHero } from '#app/kernel/components/ui/page-hero.tsx'
import { phones } from '#app/kernel/dealer/business.ts'
import { staticPage } from '#app/kernel/page-handle.ts'
import { hoursFrom, notFoundSeo, seo, siteUrlFrom } from '#app/kernel/seo.ts'
import { onlinePayments } from '#app/payments/.server/stripe-client.ts'

import { bookReturn } from '../.server/book-return.ts'
import { cancelBooking } from '../.server/cancel-booking.ts'
import { customerView } from '../.server/customer-view.ts'
import { jobByToken } from '../.server/job-by-token.ts'
import { EstimateForCustomer } from '../components/estimate-for-customer.tsx'
import { InvoiceForCustomer } from '../components/invoice-for-customer.tsx'
import { ReturnForm, TripList } from '../components/service-trips.tsx'
import { StageSteps, stageTexts } from '../components/stage-steps.tsx'
import { jobPagePath, jobPhotoPath } from '../service-paths.ts'
import { stageLabels } from '../service-stages.ts'
import type { Route } from './+types/job'
import { customerJob } from './job.server.ts'

/** Nothing here needs React in the browser: the cancel and the return are plain forms. */
export const handle = staticPage

/** The customer's own page: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' })

const notFound = 'Service booking not found'

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await jobByToken(context.db, params.token)
  if (!job) throw data(notFound, { status: 404 })
  const view = await customerView(context.db, params.token, onlinePayments(context.settings))
  return {
    ...(await customerJob(context.db, job, new Date(context.requestTime))),
    estimate: view?.estimate,
    invoice: view?.invoice,
  }
}

/**
 * The customer cancels before the cart is checked in (anything later is the
 * shop's, by phone), or books the truck that brings a picked-up cart back.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const job = await jobByToken(context.db, params.token)
  if (!job) throw data(notFound, { status: 404 })
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'return') {
    const fields = Object.fromEntries(
      [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
    const booked = await bookReturn(context.db, job.id, deliveryChoiceOf(fields), {
      now: new Date(),
    })
    if (booked.ok) return redirect(jobPagePath(params.token), 303)
    if (booked.reason === 'not-found') throw data(notFound, { status: 404 })
    return data(
      { returnRefused: booked.message },
      { status: booked.reason === 'conflict' ? 409 : 400 },
    )
  }
  if (intent !== 'cancel') {
    return data({ refused: 'Choose an action on the page.' }, { status: 400 })
  }
  if (!(await cancelBooking(context.db, job.id, new Date()))) {
    return data(
      {
        refused: `This booking can no longer be cancelled here: it is ${stageLabels[job.stage].toLowerCase()}. Call us at ${phones.service.display} to change it.`,
      },
      { status: 409 },
    )
  }
  return redirect(jobPagePath(params.token), 303)
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const siteUrl = siteUrlFrom(matches)
  const path = jobPagePath(params.token)
  if (!loaderData)
    return notFoundSeo({ siteUrl, dealerHours: hoursFrom(matches).service, title: notFound, path })
  return [
    ...seo({
      dealerHours: hoursFrom(matches).service,
      siteUrl,
      title: `Your Service Booking: ${loaderData.kind}`,
      description: `Your golf cart service, ${loaderData.slot}: where it stands and how to reach us.`,
      path,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ]
}

const termClass = 'text-sm font-semibold text-gray-700'
const valueClass = 'text-gray-900'

export default function JobPage({ loaderData: job, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        pageKey="/services"
        size="sm"
        eyebrow="Your service booking"
        title={`${job.kind}: ${job.slot}`}
        subtitle="This page is your booking: keep its link (it is also in your e-mail). It shows where your cart stands."
      >
        <a href={`tel:${phones.service.tel}`} className={buttonClass('ghostLight', 'lg')}>
          <Phone aria-hidden="true" className="size-5" /> Call {phones.service.display}
        </a>
      </PageHero>
      <div className="mx-auto grid max-w-2xl gap-8 px-4 py-8">
        <section
          aria-labelledby="stage-heading"
          className="rounded-xl border-2 border-brand-700 p-4"
        >
          {actionData && 'refused' in actionData && (
            <p role="alert" className="mb-3 font-semibold text-red-800">
              {actionData.refused}
            </p>
          )}
          <h2 id="stage-heading" className="text-xl font-bold text-gray-900">
            {`Now: ${stageLabels[job.stage]}`}
          </h2>
          <p className="mt-1 text-gray-800">{stageTexts[job.stage]}</p>
          {job.stage !== 'cancelled' && <StageSteps stage={job.stage} />}
        </section>

        {(job.trips.length > 0 || job.returnDays) && (
          <section aria-labelledby="trips-heading">
            <h2 id="trips-heading" className="text-xl font-bold text-gray-900">
              Our truck
            </h2>
            <TripList trips={job.trips} />
            {job.returnDays && (
              <>
                <p className="mt-4 text-gray-800">
                  Your cart is ready. Choose when our truck brings it back.
                </p>
                <ReturnForm
                  action={jobPagePath(job.token)}
                  days={job.returnDays}
                  leaveAt={job.leaveAt}
                  error={
                    actionData && 'returnRefused' in actionData
                      ? actionData.returnRefused
                      : undefined
                  }
                />
              </>
            )}
          </section>
        )}

        {job.estimate && <EstimateForCustomer estimate={job.estimate} />}
        {job.invoice && <InvoiceForCustomer invoice={job.invoice} />}

        <section aria-labelledby="visit-heading">
          <h2 id="visit-heading" className="text-xl font-bold text-gray-900">
            Your visit
          </h2>
          <dl className="mt-3 grid gap-3">
            <div>
              <dt className={termClass}>Visit</dt>
              <dd className={valueClass}>{job.visit}</dd>
            </div>
            <div>
              <dt className={termClass}>When</dt>
              <dd className={valueClass}>{job.slot}</dd>
            </div>
            <div>
              <dt className={termClass}>Where</dt>
              <dd className={valueClass}>{job.where}</dd>
            </div>
            {job.fee && (
              <div>
                <dt className={termClass}>Fee</dt>
                <dd className={valueClass}>{job.fee}, paid when the work is done</dd>
              </div>
            )}
          </dl>
        </section>

        <section aria-labelledby="asked-heading">
          <h2 id="asked-heading" className="text-xl font-bold text-gray-900">
            What you asked for
          </h2>
          <dl className="mt-3 grid gap-3">
            <div>
              <dt className={termClass}>Service</dt>
              <dd className={valueClass}>{job.kind}</dd>
            </div>
            <div>
              <dt className={termClass}>Cart</dt>
              <dd className={valueClass}>
                {job.cart}
                {job.serial && `, serial ${job.serial}`}
              </dd>
            </div>
            <div>
              <dt className={termClass}>Battery</dt>
              <dd className={valueClass}>{job.battery}</dd>
            </div>
            <div>
              <dt className={termClass}>What is wrong</dt>
              <dd className={`${valueClass} whitespace-pre-line`}>{job.description}</dd>
            </div>
          </dl>
          {job.photos.length > 0 && (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your photos">
              {job.photos.map((photo, i) => (
                <li key={photo.id}>
                  <a href={jobPhotoPath(job.token, photo.id)}>
                    <img
                      src={jobPhotoPath(job.token, photo.id)}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      alt={`What you sent, ${i + 1} of ${job.photos.length}`}
                      className="aspect-4/3 w-full rounded-lg object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="reach-heading" className="rounded-xl bg-brand-50 p-4">
          <h2 id="reach-heading" className="text-xl font-bold text-gray-900">
            Questions or changes
          </h2>
          <p className="mt-2 text-gray-800">
            Call the service department at{' '}
            <a
              href={`tel:${phones.service.tel}`}
              className="font-semibold text-brand-800 underline"
            >
              {phones.service.display}
            </a>
            .
          </p>
          {job.canCancel && (
            <form method="post" action={jobPagePath(job.token)} className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <p className="text-sm text-gray-800">
                Until we check the cart in you can cancel here; the{' '}
                {job.windowed ? 'window' : 'day'} goes back to other customers.
              </p>
              <Button type="submit" variant="outline" className="mt-2">
                Cancel this booking
              </Button>
            </form>
          )}
        </section>
      </div>
    </main>
  )
}

// the site's error page, as on every public page
export { GeneralErrorBoundary as ErrorBoundary } from '#app/site/components/error-boundary.tsx'
