import { describe, expect, it } from 'vitest'

import { conflictForm } from './vehicle-conflict.ts'
import { emptyVehicleForm } from './vehicle-form-values.ts'

const saved = {
  ...emptyVehicleForm,
  name: 'Evolution D5 Maverick',
  price: '12995',
  features: 'Lights\nHorn',
  version: '4',
}

describe('conflictForm', () => {
  it('keeps my input, takes the current version, and lists the fields that differ with their values', () => {
    const mine = { ...saved, name: 'Evolution D5 Maverick 4', price: '11995', version: '3' }
    const theirs = { ...saved, price: '12495', version: '4' }
    const { values, differences } = conflictForm(mine, theirs)
    expect(values.name).toBe('Evolution D5 Maverick 4')
    expect(values.price).toBe('11995')
    expect(values.version).toBe('4')
    expect(differences).toEqual([
      { field: 'name', mine: 'Evolution D5 Maverick 4', theirs: 'Evolution D5 Maverick' },
      { field: 'price', mine: '11995', theirs: '12495' },
    ])
  })

  it('does not count line endings or blank lines as differences', () => {
    const mine = { ...saved, features: 'Lights\r\n\r\nHorn  ', version: '3' }
    expect(conflictForm(mine, saved).differences).toEqual([])
  })
})
