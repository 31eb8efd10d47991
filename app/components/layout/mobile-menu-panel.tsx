import { Menu, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'

import { aboutNav, mainNav, type NavItem } from '#app/content/navigation.ts'
import { cn } from '#app/lib/cn.ts'
import { isNavActive } from '#app/lib/nav-active.ts'

import { CallNowButton } from './call-now-button.tsx'
import { mobileMenuTrigger } from './mobile-menu-trigger.ts'

/** The small-screen menu: a right-side panel, 300 px wide (400 px on wider screens). Loaded at first use. */
export default function MobileMenuPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const { pathname } = useLocation()

  const item = (nav: NavItem) => {
    const active = isNavActive(pathname, nav.to)
    return (
      <li key={nav.to}>
        <Link
          to={nav.to}
          onClick={() => setOpen(false)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'block rounded-md px-3 py-3 text-base font-medium',
            active ? 'bg-brand-800 text-white' : 'text-gray-900 hover:bg-brand-50',
          )}
        >
          {nav.label}
        </Link>
      </li>
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...mobileMenuTrigger}>
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="mobile-menu"
          className="fixed inset-y-0 right-0 z-50 flex w-[300px] flex-col gap-4 overflow-y-auto bg-white p-5 shadow-xl sm:w-[400px]"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand-900">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-100"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile">
            <ul className="grid gap-1">{mainNav.map(item)}</ul>
            <h2 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase">
              About
            </h2>
            <ul className="grid gap-1">{aboutNav.map(item)}</ul>
          </nav>
          <CallNowButton className="mt-2 w-full" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
