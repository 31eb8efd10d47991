/** The menu button's look and name, the same before and after the panel's code has loaded. */
export const mobileMenuTrigger = {
  className:
    'inline-flex size-11 items-center justify-center rounded-lg border border-gray-300 text-gray-900 lg:hidden',
  'aria-label': 'Open menu',
}
