/**
 * The site's notifications: one at a time (a new one replaces the current),
 * shown by <Toaster/> and raised from anywhere with toast({...}).
 */
export type ToastVariant = 'default' | 'destructive'

export type ToastMessage = {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  action?: { label: string; onClick: () => void }
}

type Listener = () => void

let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

export function toast(message: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }) {
  current = { variant: 'default', ...message, id: nextId++ }
  emit()
  return current.id
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null
    emit()
  }
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function currentToast() {
  return current
}
