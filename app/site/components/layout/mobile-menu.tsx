import { Menu, X } from 'lucide-react'
import { useLocation } from 'react-router'

import { cn } from '#app/kernel/cn.ts'
import { aboutNav, mainNav, type NavItem } from '#app/site/content/navigation.ts'

import { CallNowButton } from './call-now-button.tsx'
import { PopoverNavItem } from './popover-nav-item.tsx'

const panelId = 'mobile-menu'

/**
 * The small-screen menu: a button and a right-side panel, 300 px wide (400 px
 * on wider screens). The browser's Popover API opens and closes it, so it
 * works before and without JavaScript.
 */
export function MobileMenu() {
  const { pathname } = useLocation()

  const item = (nav: NavItem) => (
    <PopoverNavItem
      key={nav.to}
      item={nav}
      pathname={pathname}
      className={(active) =>
        cn(
          'block rounded-md px-3 py-3 text-base font-medium',
          active ? 'bg-brand-800 text-white' : 'text-gray-900 hover:bg-brand-50',
        )
      }
    />
  )

  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-label="Open menu"
        className="inline-flex size-11 items-center justify-center rounded-lg border border-gray-300 text-gray-900 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* The popover covers the screen so that a tap beside the panel lands on
          the dimmed layer, which closes it, and not on the page behind (a
          popover's own ::backdrop lets clicks through). */}
      <div
        id={panelId}
        popover="auto"
        className="mobile-menu fixed inset-0 m-0 size-auto max-h-none max-w-none overflow-hidden border-0 bg-transparent p-0 lg:hidden"
      >
        <button
          type="button"
          popoverTarget={panelId}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute inset-0 size-full cursor-default bg-black/50"
        />
        <div
          data-testid="mobile-menu"
          className="absolute inset-y-0 right-0 flex w-[300px] flex-col gap-4 overflow-y-auto overscroll-contain bg-white p-5 shadow-xl sm:w-[400px]"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold text-brand-900">Menu</h2>
            <button
              type="button"
              popoverTarget={panelId}
              popoverTargetAction="hide"
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-100"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <nav aria-label="Mobile">
            <ul className="grid gap-1">{mainNav.map(item)}</ul>
            <h2 className="mt-5 mb-1 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase">
              About
            </h2>
            <ul className="grid gap-1">{aboutNav.map(item)}</ul>
          </nav>
          <CallNowButton className="mt-2 w-full" />
        </div>
      </div>
    </>
  )
}
