// The site's notifications in the browser, without React: one at a time (a
// new one replaces the shown one), in a labelled region made on the first
// one. The semantics are those the notifications had as Radix Toasts: an
// item of the region's list, read once by a separate assertive (or polite)
// status announcement, F8 moves to the region, Escape and the close
// control dismiss it, a 50 px swipe right too, and it closes by itself after
// 5 seconds, waiting while the pointer or focus is on it.

/** Notification display time and swipe distance, as the site promises. */
export const notificationDurationMs = 5000
export const notificationSwipePx = 50

export type Notification = {
  title: string
  description: string
  variant: 'default' | 'destructive'
}

const regionLabel = 'Notifications (F8)'
// how long the announcement stays in the page: long enough for screen readers to read it
const announceMs = 1000

const listClass =
  'fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]'
const itemClass =
  'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg'
const variantClass = {
  default: 'border-gray-200 bg-white text-gray-900',
  destructive: 'border-red-800 bg-red-700 text-white',
}
const visuallyHidden =
  'position:absolute;border:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;word-wrap:normal'

const svgNs = 'http://www.w3.org/2000/svg'

/** The close control's cross (lucide's X), drawn as the icon set draws it. */
function crossIcon(document: Document): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg')
  const attributes = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: 'size-4',
  }
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value)
  for (const d of ['M18 6 6 18', 'm6 6 12 12']) {
    const path = document.createElementNS(svgNs, 'path')
    path.setAttribute('d', d)
    svg.append(path)
  }
  return svg
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** The region and its list, made once and kept. */
function notificationList(document: Document): HTMLOListElement {
  const existing = document.querySelector<HTMLOListElement>('[data-notifications] ol')
  if (existing) return existing
  const region = element(document, 'div', '')
  region.dataset.notifications = ''
  region.setAttribute('role', 'region')
  region.setAttribute('aria-label', regionLabel)
  region.tabIndex = -1
  const list = element(document, 'ol', listClass)
  list.tabIndex = -1
  region.append(list)
  document.body.append(region)
  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8') list.focus()
  })
  return list
}

/** Reads the notification once, as a live region that exists before its text does. */
function announce(document: Document, { title, description, variant }: Notification) {
  const announcer = element(document, 'span', '')
  announcer.setAttribute('role', 'status')
  announcer.setAttribute('aria-live', variant === 'destructive' ? 'assertive' : 'polite')
  announcer.setAttribute('aria-atomic', 'true')
  announcer.style.cssText = visuallyHidden
  document.body.append(announcer)
  requestAnimationFrame(() => {
    announcer.textContent = `Notification ${title} ${description}`
  })
  setTimeout(() => announcer.remove(), announceMs)
}

/** Closes by itself after the display time; the time left waits while `pause` holds. */
function autoClose(item: HTMLElement, close: () => void) {
  let left = notificationDurationMs
  let started = Date.now()
  let timer = setTimeout(close, left)
  const pause = () => {
    clearTimeout(timer)
    left -= Date.now() - started
  }
  const resume = () => {
    started = Date.now()
    timer = setTimeout(close, left)
  }
  item.addEventListener('pointerenter', pause)
  item.addEventListener('pointerleave', resume)
  item.addEventListener('focusin', pause)
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) resume()
  })
  return () => clearTimeout(timer)
}

/** Dismisses the item when it is dragged at least the swipe distance to the right. */
function swipeToClose(item: HTMLElement, close: () => void) {
  let startX: number | null = null
  const offset = (event: PointerEvent) => Math.max(0, event.clientX - (startX ?? event.clientX))
  item.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return
    startX = event.clientX
    item.setPointerCapture(event.pointerId)
    item.style.transition = ''
  })
  item.addEventListener('pointermove', (event) => {
    if (startX === null) return
    item.dataset.swipe = 'move'
    item.style.transform = `translateX(${offset(event)}px)`
  })
  const end = (event: PointerEvent) => {
    if (startX === null) return
    const moved = offset(event)
    startX = null
    if (moved >= notificationSwipePx) {
      close()
      return
    }
    item.dataset.swipe = 'cancel'
    item.style.transition = 'transform 150ms'
    item.style.transform = ''
  }
  item.addEventListener('pointerup', end)
  item.addEventListener('pointercancel', end)
}

/** Shows a notification in place of the one shown, if any. */
export function notify(notification: Notification, document: Document = window.document) {
  const list = notificationList(document)
  for (const shown of list.querySelectorAll<HTMLElement>('li'))
    shown.dispatchEvent(new Event('close'))

  const item = element(document, 'li', `${itemClass} ${variantClass[notification.variant]}`)
  item.tabIndex = 0
  item.dataset.variant = notification.variant
  item.dataset.state = 'open'

  const texts = element(document, 'div', 'grid gap-1')
  texts.append(
    element(document, 'div', 'text-sm font-semibold', notification.title),
    element(document, 'div', 'text-sm opacity-90', notification.description),
  )
  const closeButton = element(
    document,
    'button',
    'absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100',
  )
  closeButton.type = 'button'
  closeButton.setAttribute('aria-label', 'Close notification')
  closeButton.append(crossIcon(document))
  item.append(texts, closeButton)

  const close = () => {
    stopTimer()
    // focus inside goes back to the region rather than to the page's start
    const hadFocus = item.contains(document.activeElement)
    item.remove()
    if (hadFocus) list.focus()
  }
  const stopTimer = autoClose(item, close)
  item.addEventListener('close', close)
  closeButton.addEventListener('click', close)
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
  })
  swipeToClose(item, close)

  list.append(item)
  announce(document, notification)
}
