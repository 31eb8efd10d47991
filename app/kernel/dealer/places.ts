/**
 * The dealer's places by what names them: id, name and, for a showroom
 * whose lot holds carts, its store code. The rental quote and the reserve
 * form's checks need no more, in the browser too; `locations.ts` adds each
 * place's address, phone and links.
 */
export type PlaceName = { id: string; name: string; storeCode?: string }

export const places = {
  poconoPines: {
    id: 'pocono-pines',
    name: 'Pocono Pines Showroom',
    storeCode: 'KEG-POCONO-PINES',
  },
  scranton: { id: 'scranton', name: 'Scranton Showroom', storeCode: 'KEG-SCRANTON' },
  lordsValley: { id: 'lords-valley', name: 'Lords Valley Main Office' },
} as const satisfies Record<string, PlaceName>

const all: readonly PlaceName[] = Object.values(places)

/** A place by id. */
export function placeById(id: string): PlaceName | undefined {
  return all.find((place) => place.id === id)
}

/** The showrooms whose lots hold carts, in order: the first is the main one. */
export const showroomPlaces = all.filter((place) => place.storeCode !== undefined)
