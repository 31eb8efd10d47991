// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { validateVehicleForm, vehicleFieldRules } from '#app/sales/vehicle-form.ts'
import { emptyVehicleForm } from '#app/sales/vehicle-form-values.ts'

import { VehicleFormFields } from './vehicle-form-fields'

/*
 * The cart form says which fields it needs, and what they need, before
 * anyone saves: from the rules the server validates with.
 */

afterEach(cleanup)

function renderForm() {
  const { container } = render(<VehicleFormFields values={emptyVehicleForm} errors={{}} />)
  return container
}

/** A field's control by its accessible name (what a screen reader says), not its label's text. */
function control(name: string): HTMLElement {
  return screen.queryByRole('textbox', { name }) ?? screen.getByRole('spinbutton', { name })
}

/** The words a control's aria-describedby points to. */
function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

describe('the cart form', () => {
  it('marks the required fields, visibly and for assistive technology', () => {
    const container = renderForm()
    expect(container.textContent).toContain('Fields marked * are required.')
    for (const label of ['Name', 'Series', 'Price (whole dollars)', 'Description']) {
      const field = control(label)
      expect(field, label).toHaveProperty('required', true)
      // the marker is seen, and not read out: the control says "required" itself
      expect(container.querySelector(`label[for="${field.id}"]`)?.textContent, label).toBe(
        `${label}*`,
      )
    }
    for (const label of ['Model year', 'Top speed', 'Color', "Maker's page"]) {
      expect(control(label), label).toHaveProperty('required', false)
    }
  })

  it('states the description minimum in its hint and its control, as the server checks it', () => {
    renderForm()
    const minimum = vehicleFieldRules.description.minLength
    const text = control('Description') as HTMLTextAreaElement
    expect(description(text)).toContain(`At least ${minimum} characters.`)
    expect(text.minLength).toBe(minimum)
    expect(text.maxLength).toBe(vehicleFieldRules.description.maxLength)
    expect(description(control('Name'))).toContain(
      `At least ${vehicleFieldRules.name.minLength} characters.`,
    )
    const price = control('Price (whole dollars)') as HTMLInputElement
    expect([price.min, price.max]).toEqual(['1', String(vehicleFieldRules.price.max)])

    const form = (text: string) =>
      validateVehicleForm({
        name: 'Evolution Test Cart',
        brand: 'Evolution',
        category: 'Classic',
        price: '9995',
        seatingCapacity: '4',
        description: text,
      })
    expect(form('x'.repeat(minimum - 1)).ok).toBe(false)
    expect(form('x'.repeat(minimum)).ok).toBe(true)
  })
})
