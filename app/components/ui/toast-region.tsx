import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useEffect } from 'react'

import { cn } from '#app/lib/cn.ts'
import { dismissToast, type ToastMessage } from '#app/lib/toast-store.ts'

/** Notification display time and swipe distance, as the site promises. */
export const toastDurationMs = 5000
export const toastSwipeThresholdPx = 50

/** The notification region (Radix Toast), loaded when the first notification is shown. */
export default function ToastRegion({
  message,
  onMounted,
}: {
  message: ToastMessage | null
  /** called once the provider and viewport are in place, so a toast's timer starts as usual */
  onMounted: () => void
}) {
  useEffect(onMounted, [onMounted])
  return (
    <Toast.Provider
      duration={toastDurationMs}
      swipeDirection="right"
      swipeThreshold={toastSwipeThresholdPx}
      label="Notification"
    >
      {message && (
        <Toast.Root
          key={message.id}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id)
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            message.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-gray-200 bg-white text-gray-900',
          )}
          data-variant={message.variant}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm opacity-90">
                {message.description}
              </Toast.Description>
            )}
          </div>
          {message.action && (
            <Toast.Action
              altText={message.action.label}
              onClick={message.action.onClick}
              className="ml-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {message.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </Toast.Provider>
  )
}
