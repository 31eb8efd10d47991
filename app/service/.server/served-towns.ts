import type { Town } from '#app/kernel/dealer/types.ts'
import { towns } from '#app/site/content/towns.server.ts'
import { findTown } from '#app/site/town-lookup.server.ts'

const key = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const byName = new Map(towns.map((town) => [key(town.name), town]))

/**
 * The town served that the customer typed: its name ("Milford", "old forge",
 * "Dingman Township") or its page's slug, case and punctuation aside; a
 * name given with ", PA" matches too.
 */
export function servedTown(typed: string): Town | undefined {
  const plain = key(typed.replace(/,?\s*(pa|pennsylvania)\.?$/i, ''))
  return byName.get(plain) ?? byName.get(`${plain} township`) ?? findTown(plain.replace(/ /g, '-'))
}

/** The towns served, by name, as the refusal lists them. */
export const servedTownNames = towns.map((town) => town.name)

export const unknownTownMessage = `We do not come to that town. We serve: ${servedTownNames.join(', ')}. Choose one of them, or bring the cart to a showroom.`
