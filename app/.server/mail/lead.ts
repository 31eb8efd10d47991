import { contactInterests } from '#app/lib/contact-schema.ts'
import { responsePromiseSentence } from '#app/lib/response-promise.ts'
import { sitePath } from '#app/lib/site-path.ts'
import { vehicleIdMaxLength } from '#app/lib/vehicle.ts'

import { type ContactMessage, findContactMessage } from '../contact/contact-messages'
import type { DB } from '../db/connection'
import { findVehicle } from '../inventory/vehicles'
import { responsePromiseMinutes } from '../leads/due'

/** The cart a message was sent about, as lead formats name it. */
export type LeadVehicle = {
  id: string
  name: string
  make: string
  model: string
  year: number | null
  isNew: boolean
  url: string
}

/** A stored message with what every notification about it shows. */
export type Lead = ContactMessage & {
  interestLabel: string
  /** absolute URL of the page it was sent from, when known */
  pageUrl: string | null
  vehicle: LeadVehicle | null
  /** what the site promised the visitor: "We answer every message within 1 business hour." */
  responsePromise: string
}

export function interestLabel(interest: string): string {
  return contactInterests.find((i) => i.value === interest)?.label ?? interest
}

const vehiclePagePattern = new RegExp(
  `^/vehicles?/([A-Za-z0-9-]{1,${vehicleIdMaxLength}})/?(?:[?#]|$)`,
)

/** "/vehicles/denago-ev-city" or "/vehicle/denago-ev-city?x" → "denago-ev-city". */
export function vehicleSlugFromPage(page: string | null): string | null {
  const match = vehiclePagePattern.exec(page ?? '')
  return match?.[1] ?? null
}

/** "Evolution D6 Max XT4" of brand "Evolution" → "D6 Max XT4". */
export function modelName(name: string, brand: string): string {
  const rest = name.toLowerCase().startsWith(`${brand.toLowerCase()} `)
    ? name.slice(brand.length + 1)
    : name
  return rest.trim() || name
}

export async function loadLead(
  db: DB,
  messageId: string,
  siteUrl: string,
): Promise<Lead | undefined> {
  const message = await findContactMessage(db, messageId)
  if (!message) return undefined
  const slug = message.vehicleId ?? vehicleSlugFromPage(message.sourcePage)
  // a row stored before source pages were checked may hold anything: link only a path
  const page = sitePath(message.sourcePage)
  const found = slug ? await findVehicle(db, slug) : undefined
  return {
    ...message,
    responsePromise: responsePromiseSentence(await responsePromiseMinutes(db)),
    interestLabel: interestLabel(message.interest),
    pageUrl: page ? `${siteUrl}${page}` : null,
    vehicle: found
      ? {
          id: found.id,
          name: found.name,
          make: found.brand,
          model: modelName(found.name, found.brand),
          year: found.year ?? null,
          isNew: found.isNew,
          url: `${siteUrl}/vehicle/${found.id}`,
        }
      : null,
  }
}
