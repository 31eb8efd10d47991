import { phones } from '#app/kernel/dealer/business.ts'

import type { SlotRefusal } from './service-slots.ts'

/** Why a slot cannot be booked, in the customer's words. */
export function slotRefusalMessage(reason: SlotRefusal | 'full', hasWindow: boolean): string {
  const what = hasWindow ? 'window' : 'day'
  switch (reason) {
    case 'sunday':
      return `Sunday is for emergencies only: call us at ${phones.service.display}. Choose a day from Monday to Saturday to book.`
    case 'closed':
      return 'The service department is closed that day. Choose another day.'
    case 'passed':
      return `That ${what} has passed. Choose a later one.`
    case 'too-far':
      return `Choose a ${what} in the next four weeks, or call us at ${phones.service.display} for a later date.`
    case 'no-window':
      return `Choose a ${what} from the list.`
    case 'full':
      return `That ${what} is full: another customer has just taken its last place. Choose another ${what}, or call us at ${phones.service.display}.`
  }
}

/** A pickup's day is full: the cart would reach a shop that takes no more that day. */
export const pickupDayFullMessage = `The shop takes no more carts that day: choose a window on another day, or call us at ${phones.service.display}.`

export const maxPhotos = 5

export const tooManyPhotosMessage = `Add at most ${maxPhotos} photos. Choose your photos again.`
