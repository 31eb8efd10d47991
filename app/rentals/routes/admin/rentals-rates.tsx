import { data } from 'react-router'

import { actorOf } from '#app/kernel/.server/audit/actor.ts'
import { adminMeta, adminRedirect, formText } from '#app/kernel/admin-page.ts'
import { ErrorSummary, FormMessage } from '#app/kernel/components/admin/error-summary.tsx'
import { dealerTime } from '#app/kernel/dealer-clock.ts'
import { rateCardStamp, rateHistory, saveRateCard } from '#app/rentals/.server/rate-card-save.ts'
import { loadRateCards } from '#app/rentals/.server/rates.ts'
import { cardTitles, RateCardEditor } from '#app/rentals/components/admin/rate-card-editor.tsx'
import { RateHistory } from '#app/rentals/components/admin/rate-history.tsx'
import { RentalsNav } from '#app/rentals/components/admin/rentals-nav.tsx'
import { cartInfo, cartTypes, planDurations, planLabels } from '#app/rentals/content/rentals.ts'
import {
  type CardName,
  cellId,
  parseRateCardForm,
  rateCardDifferences,
  type RateCardValues,
  rateCardValues,
  type RateDifference,
} from '#app/rentals/rate-card-form.ts'
import { StaleSaveWarning } from '#app/sales/components/admin/conflict-warning.tsx'
import { requireUser } from '#app/staff/.server/require-user.ts'

import type { Route } from './+types/rentals-rates'

export const meta = () => adminMeta('Rental rates')

const cards: readonly CardName[] = ['pickup', 'delivery']
const cardOf = (value: string): CardName | null => cards.find((card) => card === value) ?? null

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const rates = await loadRateCards(context.db)
  const saved = cardOf(new URL(request.url).searchParams.get('saved') ?? '')
  const now = new Date()
  const byCard = await Promise.all(
    cards.map(async (card) => ({
      card,
      values: rateCardValues(rates[card]),
      stamp: await rateCardStamp(context.db, card),
      history: (await rateHistory(context.db, card)).map((row) => ({
        ...row,
        when: dealerTime(row.at, { now }),
      })),
    })),
  )
  return { role: user.role, cards: byCard, saved }
}

type Result = {
  card: CardName
  values: RateCardValues
  fields?: Record<string, string>
  /** a save made meanwhile by another owner: their stamp, and the cells that differ */
  stamp?: string
  differences?: RateDifference[]
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireUser(request, context, { role: 'owner' })
  const form = await request.formData()
  const card = cardOf(formText(form, 'card'))
  if (!card) throw data('There is no such rate card.', { status: 400 })
  const parsed = parseRateCardForm(card, form)
  if (!parsed.ok) {
    return data<Result>({ card, values: parsed.values, fields: parsed.fields }, { status: 400 })
  }
  const actor = actorOf(user, request, context)
  const saved = await saveRateCard(context.db, card, parsed.entries, formText(form, 'stamp'), actor)
  if (saved.ok) return adminRedirect(`/admin/rentals/rates?saved=${card}`)
  // never overwrite a newer save: show both, and let the next save be deliberate
  const theirs = rateCardValues((await loadRateCards(context.db))[card])
  return data<Result>(
    {
      card,
      values: parsed.values,
      stamp: await rateCardStamp(context.db, card),
      differences: rateCardDifferences(card, parsed.values, theirs),
    },
    { status: 409 },
  )
}

/** Which field each error links to, named as the owner sees it. */
function fieldLabels(card: CardName): Record<string, string> {
  return Object.fromEntries(
    cartTypes.flatMap((type) =>
      planDurations.map((plan) => [
        cellId(card, type, plan),
        `${cartInfo[type].shortName}, ${planLabels[plan].name}`,
      ]),
    ),
  )
}

function RateConflict({ differences }: { differences: RateDifference[] }) {
  return (
    <StaleSaveWarning
      message="Another owner saved this card while you were editing; nothing of yours was saved. Their prices are shown beside yours; save again to keep yours."
      subject="Price"
      other="the other owner"
      rows={differences.map((difference) => ({
        key: difference.id,
        label: `${cartInfo[difference.cartType].shortName}, ${planLabels[difference.plan].name}`,
        mine: difference.mine,
        theirs: difference.theirs,
      }))}
    />
  )
}

export default function RentalRates({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData
  return (
    <>
      <RentalsNav role={loaderData.role} />
      <h1 className="text-3xl font-bold text-gray-900">Rental rates</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        Two rate cards: the rentals page&apos;s, for a cart picked up at a showroom, and the town
        rental pages&apos;, for a cart delivered to a town. Every quote reads them, and the public
        pages show a saved price at once. Savings are computed from the prices; recommended plans
        are marked on the pages.
      </p>
      {loaderData.cards.map((entry) => {
        const mine = result?.card === entry.card ? result : undefined
        const headingId = `${entry.card}-heading`
        return (
          <section key={entry.card} aria-labelledby={headingId} className="mt-10">
            <h2 id={headingId} className="text-2xl font-semibold text-gray-900">
              {cardTitles[entry.card]}
            </h2>
            {loaderData.saved === entry.card && !mine && (
              <div className="mt-4">
                <FormMessage tone="ok" message="Saved: the public pages show the new prices." />
              </div>
            )}
            <div className="mt-4">
              {mine?.differences && <RateConflict differences={mine.differences} />}
              <ErrorSummary errors={mine?.fields} labels={fieldLabels(entry.card)} />
            </div>
            <RateCardEditor
              key={`${entry.stamp}-${mine ? 'posted' : 'saved'}`}
              card={entry.card}
              values={mine?.values ?? entry.values}
              stamp={mine?.stamp ?? entry.stamp}
              errors={mine?.fields}
            />
            <h3 className="mt-8 text-lg font-semibold text-gray-900">Price history</h3>
            <RateHistory title={cardTitles[entry.card]} rows={entry.history} />
          </section>
        )
      })}
    </>
  )
}
