import type { MouseEvent } from 'react'

/**
 * For links inside a popover: React Router navigates without reloading the
 * document, so an open popover would stay open on the new page unless the
 * followed link closes it.
 */
export function closeOwnPopover(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()
}
