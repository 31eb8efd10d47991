import type { Page } from '@playwright/test'

/** A message the contact form accepts, by field label. */
export const validContactFields = {
  'First Name': 'Dana',
  'Last Name': 'Kowalski',
  Email: 'dana@example.com',
  Phone: '570-555-0188',
  Message: 'Is the Denago EV City available in blue?',
}

/** Types the given values (all valid ones by default) into the contact form's fields. */
export async function fillContactForm(
  page: Page,
  values: Partial<typeof validContactFields> = validContactFields,
) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
}
