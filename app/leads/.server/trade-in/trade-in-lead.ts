import type { Actor } from '#app/kernel/.server/audit/actor.ts'
import { audited, auditedChange } from '#app/kernel/.server/audit/audited-change.ts'
import type { DB } from '#app/kernel/.server/db/connection.ts'
import type { TradeInRow } from '#app/kernel/.server/db/schema.ts'
import { queueWrittenMail } from '#app/kernel/.server/mail/written-mail.ts'
import { business, phones } from '#app/kernel/dealer/business.ts'
import { formatCents } from '#app/kernel/format.ts'
import { tradeInSummary } from '#app/leads/trade-in-form.ts'
import { buyerPriceSettings } from '#app/sales/.server/buyer-price/price-settings.ts'
import { findVehicle } from '#app/sales/.server/inventory/vehicles.ts'
import { outTheDoor } from '#app/sales/out-the-door.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

/** The most staff may value a cart at, in dollars. */
export const maxTradeInDollars = 100_000
export const tradeInValueMessage = `Enter the value in whole dollars, from 0 to ${maxTradeInDollars.toLocaleString('en-US')}.`

/** The cart wanted, delivered to the buyer's town: its out-the-door total now, when it has one. */
async function wantedCart(db: DB, row: Pick<TradeInRow, 'vehicle_id' | 'town'>) {
  const vehicle = row.vehicle_id ? await findVehicle(db, row.vehicle_id) : undefined
  if (!vehicle) return undefined
  const town = row.town ? findTown(row.town) : undefined
  if (!town) return { id: vehicle.id, name: vehicle.name, town: null, totalCents: null }
  const settings = await buyerPriceSettings(db)
  const price = outTheDoor({
    vehicle,
    place: town,
    documentationFeeCents: settings.documentationFeeCents,
    stateTaxBasisPoints: settings.stateTaxBasisPoints,
  })
  return {
    id: vehicle.id,
    name: vehicle.name,
    town: town.name,
    totalCents: price.kind === 'total' ? price.totalCents : null,
  }
}

/** The trade-in of a lead as its page shows it: the cart, its photos, the cart wanted and the answer. */
export async function tradeInOf(db: DB, leadId: string) {
  const row = await db
    .selectFrom('trade_ins')
    .selectAll()
    .where('lead_id', '=', leadId)
    .executeTakeFirst()
  if (!row) return undefined
  const photos = await db
    .selectFrom('trade_in_photos')
    .select(['id', 'width', 'height'])
    .where('lead_id', '=', leadId)
    .orderBy('position')
    .execute()
  return {
    summary: tradeInSummary({
      brand: row.brand,
      model: row.model,
      year: row.year,
      serial: row.serial,
      battery: row.battery,
      batteryAgeYears: row.battery_age_years,
      charger: row.charger === 1,
      modifications: row.modifications,
      condition: row.condition,
      payoffCents: row.payoff_cents,
    }),
    title: `${row.year} ${row.brand} ${row.model}`,
    photos,
    wanted: await wantedCart(db, row),
    valueCents: row.value_cents,
  }
}

export type TradeInView = NonNullable<Awaited<ReturnType<typeof tradeInOf>>>

/** The buyer's e-mail: the value, and the cart wanted's out-the-door price less it. */
export function tradeInValueMail(
  lead: { firstName: string; email: string },
  title: string,
  valueCents: number,
  wanted: TradeInView['wanted'],
) {
  const lines = [
    `Hello ${lead.firstName},`,
    '',
    `Thank you for sending us your ${title}. From your photos and details, we value it at ${formatCents(valueCents)} in trade.`,
  ]
  if (wanted?.totalCents != null) {
    const balance = Math.max(0, wanted.totalCents - valueCents)
    lines.push(
      '',
      `The ${wanted.name}, delivered to ${wanted.town}: out-the-door price ${formatCents(wanted.totalCents)}, less your trade-in ${formatCents(valueCents)}: ${formatCents(balance)}.`,
    )
  } else if (wanted) {
    lines.push('', `We will send you the price of the ${wanted.name} with your trade-in taken off.`)
  }
  lines.push(
    '',
    'The value holds once we see the cart and it matches the photos; a loan payoff is settled from it.',
    `Questions? Reply to this e-mail or call ${phones.sales.display}.`,
    '',
    business.name,
  )
  return {
    to: lead.email,
    subject: `Your trade-in value: ${formatCents(valueCents)}`,
    text: lines.join('\n'),
  }
}

export type TradeInAnswer =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; message: string }

/**
 * Staff answer a trade-in with its value: the value, the lead's history
 * entry, the buyer's e-mail and the audit row commit together; the answer
 * is the lead's first response when nothing came before.
 */
export async function valueTradeIn(
  db: DB,
  leadId: string,
  dollarsText: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<TradeInAnswer> {
  const text = dollarsText.trim().replace(/^\$/, '').replaceAll(',', '')
  const dollars = Number(text)
  if (!/^\d+$/.test(text) || dollars > maxTradeInDollars) {
    return { ok: false, reason: 'invalid', message: tradeInValueMessage }
  }
  const valueCents = dollars * 100
  const view = await tradeInOf(db, leadId)
  const lead = await db
    .selectFrom('contact_messages')
    .select(['first_name', 'email'])
    .where('id', '=', leadId)
    .executeTakeFirst()
  if (!view || !lead) return { ok: false, reason: 'not-found' }
  const mail = tradeInValueMail(
    { firstName: lead.first_name, email: lead.email },
    view.title,
    valueCents,
    view.wanted,
  )
  return auditedChange(db, { actor, ip: actor.ip, now }, async (trx) => {
    const before = await trx
      .selectFrom('trade_ins')
      .select('value_cents')
      .where('lead_id', '=', leadId)
      .executeTakeFirst()
    if (!before) return { ok: false, reason: 'not-found' } as const
    await trx
      .updateTable('trade_ins')
      .set({ value_cents: valueCents, valued_at: now.toISOString(), valued_by: actor.id })
      .where('lead_id', '=', leadId)
      .execute()
    await trx
      .insertInto('lead_events')
      .values({
        id: crypto.randomUUID(),
        message_id: leadId,
        kind: 'email',
        body: mail.text,
        from_value: null,
        to_value: null,
        actor_id: actor.id,
        created_at: now.toISOString(),
      })
      .execute()
    await trx
      .updateTable('contact_messages')
      .set({ first_response_at: now.toISOString() })
      .where('id', '=', leadId)
      .where('first_response_at', 'is', null)
      .execute()
    await queueWrittenMail(trx, mail, now, 'renter')
    return audited({ ok: true } as const, {
      action: 'lead.trade-in-value',
      entity: 'contact_message',
      entityId: leadId,
      before: { value_cents: before.value_cents },
      after: { value_cents: valueCents },
    })
  })
}
