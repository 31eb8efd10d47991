import { z } from 'zod'

import { batteryTypes } from '#app/kernel/dealer/cart-battery.ts'
import { freeText } from '#app/kernel/free-text.ts'

import { serviceKinds } from './service-stages'

/*
 * Staff open a job at the counter for a customer standing there with the
 * cart: who, which cart, what is wrong. The cart is in the shop, so the job
 * starts checked in, today, as a drop-off.
 */

const line = (label: string, max: number) =>
  freeText(`Enter the ${label}.`, 1, max, `Keep the ${label} to ${max} characters.`, 'one line')

const optionalLine = (label: string, max: number) =>
  z.string().trim().max(max, `Keep the ${label} to ${max} characters.`).default('')

export const counterJobSchema = z.object({
  firstName: line('first name', 60),
  lastName: line('last name', 60),
  email: z.email({ error: 'Enter an e-mail address like name@example.com.' }).max(200),
  phone: freeText(
    'Enter a phone number.',
    10,
    30,
    'Keep the phone number to 30 characters.',
    'one line',
  ),
  kind: z.enum(serviceKinds, { error: 'Choose the kind of work.' }),
  cartBrand: line('cart’s brand', 60),
  cartModel: line('cart’s model', 60),
  cartYear: z
    .string()
    .trim()
    .refine(
      (text) =>
        text === '' || (/^\d{4}$/.test(text) && Number(text) >= 1990 && Number(text) <= 2100),
      {
        error: 'Enter a year like 2022, or leave it empty.',
      },
    )
    .default(''),
  cartSerial: optionalLine('serial number', 60),
  batteryType: z.enum(batteryTypes, { error: 'Choose the battery.' }),
  description: freeText(
    'Say what is wrong or what is wanted.',
    1,
    2_000,
    'Keep it to 2,000 characters.',
    'several lines',
  ),
})

export type CounterJob = z.output<typeof counterJobSchema>
export type CounterJobField = keyof CounterJob

export const counterJobLabels: Record<CounterJobField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  kind: 'Work',
  cartBrand: 'Brand',
  cartModel: 'Model',
  cartYear: 'Year',
  cartSerial: 'Serial number',
  batteryType: 'Battery',
  description: 'What is wrong or wanted',
}

export function parseCounterJob(
  read: (name: string) => string,
):
  | { ok: true; value: CounterJob }
  | { ok: false; problems: Partial<Record<CounterJobField, string>> } {
  const fields = Object.fromEntries(Object.keys(counterJobLabels).map((name) => [name, read(name)]))
  const parsed = counterJobSchema.safeParse(fields)
  if (parsed.success) return { ok: true, value: parsed.data }
  const problems: Partial<Record<CounterJobField, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as CounterJobField
    problems[field] ??= issue.message
  }
  return { ok: false, problems }
}
