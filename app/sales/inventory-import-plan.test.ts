import { describe, expect, it } from 'vitest'

import { csvLines } from '#app/kernel/csv.ts'
import { parseCsv } from '#app/kernel/csv-parse.ts'

import {
  cartCsvCells,
  type CsvCart,
  importableValues,
  inventoryCsvColumns,
} from './inventory-csv.ts'
import { type ImportPlan, planImport, type StoredCart } from './inventory-import-plan.ts'

const now = new Date('2030-03-01T15:00:00Z')

const rover: CsvCart = {
  id: 'denago-rover-xl',
  name: 'Denago Rover XL',
  brand: 'Denago',
  category: 'Rover',
  year: 2029,
  price: 13995,
  priceOnRequest: false,
  status: 'available',
  description: '-Six seats, lifted, lithium battery: "ready for the lake roads".',
  images: [],
  specifications: { seatingCapacity: 6, topSpeed: '25 mph', color: 'Sage' },
  features: ['Lift kit', 'LED lights'],
  inStock: true,
  isNew: true,
  tags: ['financing'],
  version: 3,
  // ended yesterday: history, not part of the form
  saleSchedule: {
    price: 12995,
    startsAt: '2030-02-01T05:00:00.000Z',
    endsAt: '2030-03-01T05:00:00.000Z',
  },
}

const storedOf = (cart: CsvCart): StoredCart => ({
  id: cart.id,
  version: cart.version,
  status: cart.status,
  values: importableValues(cart, now),
  cells: cartCsvCells(cart, [], now),
})

const stored = new Map([[rover.id, storedOf(rover)]])

function plan(text: string, keepStatuses = false): ImportPlan {
  const parsed = parseCsv(text)
  if (!parsed.ok) throw new Error(parsed.message)
  const planned = planImport(parsed.records, stored, { keepStatuses })
  if (!planned.ok) throw new Error(planned.message)
  return planned
}

const header = [...inventoryCsvColumns]
const exported = (cells = cartCsvCells(rover, ['http://localhost:3000/photos/a.jpg'], now)) =>
  csvLines([header, header.map((column) => cells[column])])

const newCart = {
  name: 'Evolution Classic 4 Plus',
  brand: 'Evolution',
  series: 'Classic',
  price: '$9,495',
  seats: '4',
  description: 'A four-seat cart for the neighbourhood, lead-acid battery.',
}

describe('planning an inventory import', () => {
  it('finds a cart exported and read back unchanged, formula-safe cells and lists included', () => {
    const text = exported()
    // the writer defused the description that starts with a minus sign
    expect(text).toContain(`"'-Six seats`)
    const { rows, photosIgnored } = plan(text)
    expect(rows).toEqual([{ kind: 'unchanged', line: 2, id: rover.id, name: rover.name }])
    expect(photosIgnored).toBe(true)
  })

  it('leaves a cart the file does not change as it is, even one the form would refuse today', () => {
    const old = { ...rover, id: 'old-cart', description: 'Too short.', version: 1 }
    const carts = new Map([[old.id, storedOf(old)]])
    const parsed = parseCsv(exported(cartCsvCells(old, [], now)))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(planImport(parsed.records, carts, { keepStatuses: false })).toMatchObject({
      rows: [{ kind: 'unchanged', id: 'old-cart' }],
    })
    const changed = parseCsv(exported({ ...cartCsvCells(old, [], now), price: '12995' }))
    if (!changed.ok) throw new Error(changed.message)
    expect(planImport(changed.records, carts, { keepStatuses: false })).toMatchObject({
      rows: [{ kind: 'error', problems: [{ column: 'description' }] }],
    })
  })

  it('lists the changed columns of a stored cart, old and new, and leaves absent columns as stored', () => {
    const { rows } = plan(
      'id,price,features,colour\r\ndenago-rover-xl,"$13,495","Lift kit\nTow hitch",Sage\r\n',
    )
    expect(rows).toMatchObject([
      {
        kind: 'update',
        id: rover.id,
        version: 3,
        changes: [
          { column: 'price', from: '13995', to: '13495' },
          { column: 'features', from: 'Lift kit\nLED lights', to: 'Lift kit\nTow hitch' },
        ],
        form: { price: 13495, seatingCapacity: 6, description: rover.description },
      },
    ])
  })

  it('makes new carts drafts, whatever their status column says, unless told to keep it', () => {
    const cells = { ...newCart, status: 'Available' }
    const text = csvLines([Object.keys(cells), Object.values(cells)])
    expect(plan(text).rows).toMatchObject([
      { kind: 'create', id: null, status: 'draft', form: { price: 9495, brand: 'Evolution' } },
    ])
    expect(plan(text, true).rows).toMatchObject([{ kind: 'create', status: 'available' }])
    // a stored cart keeps its status too, unless told
    expect(plan('id,status\r\ndenago-rover-xl,sold\r\n').rows[0]?.kind).toBe('unchanged')
    expect(plan('id,status\r\ndenago-rover-xl,sold\r\n', true).rows).toMatchObject([
      { kind: 'update', changes: [{ column: 'status', from: 'available', to: 'sold' }] },
    ])
  })

  it('reports each bad row with its line, column and the cart form’s own message', () => {
    const text = csvLines([
      ['id', 'name', 'brand', 'series', 'price', 'seats', 'condition', 'on_lot', 'description'],
      ['', 'Good One', 'Denago', 'Rover', '9995', '4', 'new', 'yes', newCart.description],
      ['', 'Bad One', 'Yamaha', 'Rover', 'ten grand', '5', 'mint', 'maybe', 'Too short'],
      ['Stock #12', 'Odd Id', 'Denago', 'Rover', '9995', '4', 'used', 'no', newCart.description],
      [
        'denago-rover-xl',
        'Twice',
        'Denago',
        'Rover',
        '9995',
        '4',
        'used',
        'no',
        newCart.description,
      ],
      [
        'denago-rover-xl',
        'Twice',
        'Denago',
        'Rover',
        '9995',
        '4',
        'used',
        'no',
        newCart.description,
      ],
    ])
    const { rows } = plan(text)
    expect(rows.map((row) => row.kind)).toEqual(['create', 'error', 'error', 'update', 'error'])
    expect(rows[1]).toMatchObject({
      line: 3,
      problems: [
        { column: 'condition', message: 'Write new or used' },
        { column: 'on_lot', message: 'Write yes or no' },
        { column: 'brand', message: 'Choose the brand' },
        { column: 'price', message: 'Enter the price in whole dollars' },
        { column: 'description', message: 'Describe the cart in at least 20 characters' },
        { column: 'seats', message: 'Choose 2, 4, 6 or 8 seats' },
      ],
    })
    expect(rows[2]).toMatchObject({ line: 4, problems: [{ column: 'id' }] })
    expect(rows[4]).toMatchObject({
      line: 6,
      problems: [{ column: 'id', message: 'The same cart is on line 5.' }],
    })
  })

  it('refuses a line with more or fewer cells than the header', () => {
    const { rows } = plan('id,price\r\ndenago-rover-xl,13995,extra\r\ndenago-rover-xl\r\n')
    expect(rows).toMatchObject([
      {
        kind: 'error',
        line: 2,
        problems: [{ column: null, message: 'This line has 3 cells; the first line has 2.' }],
      },
      {
        kind: 'error',
        line: 3,
        problems: [{ column: null, message: 'This line has 1 cells; the first line has 2.' }],
      },
    ])
  })

  it('ignores and lists unknown columns, and refuses a header with no known one or one twice', () => {
    expect(plan('id,Stock Colour Code,price\r\ndenago-rover-xl,77,13995\r\n')).toMatchObject({
      ignoredColumns: ['Stock Colour Code'],
      rows: [{ kind: 'unchanged' }],
    })
    const refused = (text: string) => {
      const parsed = parseCsv(text)
      return parsed.ok && planImport(parsed.records, stored, { keepStatuses: false })
    }
    expect(refused('sku,title\r\n1,x\r\n')).toMatchObject({ ok: false })
    expect(refused('price,Price\r\n1,2\r\n')).toEqual({
      ok: false,
      message: 'The column "price" is there twice.',
    })
    expect(refused('')).toEqual({ ok: false, message: 'The file is empty.' })
  })
})
