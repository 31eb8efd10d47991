import { describe, expect, it } from 'vitest'

import { readInventoryVersion } from '#app/kernel/.server/cache/inventory-version.ts'
import { servicePriceSeed, teamSeed } from '#app/site/content/site-content-seed.ts'
import { eachTestDatabase } from '#tests/support/database.ts'

import { addItem, moveItem, removeItem, saveItem, servicePriceList, teamList } from './ordered-list'
import { readServicePrices, readTeam } from './site-content'

/* The services' prices and the team as owners keep them, on both engines. */

const db = eachTestDatabase()

const owner = { actor: { id: 'owner-1', email: 'owner@example.com' }, ip: '203.0.113.9' }
const sam = { name: 'Sam Ortiz', role: 'Technician', bio: 'Keeps the rental fleet charged.' }

const auditRows = () =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'actor_email', 'before', 'after'])
    .orderBy('at')
    .orderBy('id')
    .execute()

const names = async () => (await readTeam(db())).map((m) => m.name)

describe('the site content migration', () => {
  it('stores what the services and about pages showed, in their order', async () => {
    expect(await readServicePrices(db())).toEqual(servicePriceSeed)
    expect(await readTeam(db())).toEqual(teamSeed)
  })
})

describe('changing the lists', () => {
  it('edits only what differs, audited, and moves the site version', async () => {
    const version = await readInventoryVersion(db())
    const [first] = await readServicePrices(db())
    if (!first) throw new Error('the seed has services')
    const { id, ...fields } = first
    expect(await saveItem(db(), servicePriceList, id, { ...fields, amount: 165 }, owner)).toBe(
      'saved',
    )
    expect(await saveItem(db(), servicePriceList, id, { ...fields, amount: 165 }, owner)).toBe(
      'unchanged',
    )
    expect(await saveItem(db(), servicePriceList, 'gone', fields, owner)).toBe('missing')
    expect((await readServicePrices(db()))[0]).toMatchObject({ id, amount: 165 })
    expect(await readInventoryVersion(db())).toBeGreaterThan(version)
    const [row] = await auditRows()
    expect(row).toMatchObject({
      action: 'service-price.edit',
      entity: 'service_price',
      entity_id: id,
      actor_email: owner.actor.email,
    })
    expect(JSON.parse(row?.before ?? '')).toEqual({ amount: 155 })
    expect(JSON.parse(row?.after ?? '')).toEqual({ amount: 165 })
  })

  it('adds at the end, moves up and down (staying put at either end) and removes', async () => {
    const id = await addItem(db(), teamList, sam, owner)
    expect(await names()).toEqual([...teamSeed.map((m) => m.name), 'Sam Ortiz'])
    expect(await moveItem(db(), teamList, id, 'down', owner)).toBe(true)
    expect(await moveItem(db(), teamList, id, 'up', owner)).toBe(true)
    expect((await names()).slice(-2)).toEqual(['Sam Ortiz', 'Jenna Kowalski'])
    expect(await removeItem(db(), teamList, id, owner)).toBe(true)
    expect(await removeItem(db(), teamList, id, owner)).toBe(false)
    expect(await moveItem(db(), teamList, id, 'up', owner)).toBe(false)
    expect(await names()).toEqual(teamSeed.map((m) => m.name))
    expect((await auditRows()).map((r) => r.action)).toEqual([
      'team-member.add',
      'team-member.move',
      'team-member.remove',
    ])
  })

  it('keeps every item and one place each when owners change a list at once', async () => {
    const added = await Promise.all(
      [1, 2, 3, 4].map((n) => addItem(db(), teamList, { ...sam, name: `Person ${n}` }, owner)),
    )
    expect(added).toHaveLength(4)
    // the adds took turns in whatever order they reached the database: move the one that came last
    const last = (await readTeam(db())).at(-1)?.id ?? ''
    await Promise.all([1, 2, 3].map(() => moveItem(db(), teamList, last, 'up', owner)))
    const rows = await db().selectFrom('team_members').select(['id', 'position']).execute()
    expect(rows).toHaveLength(teamSeed.length + 4)
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length)
    // three moves up from the end, taken in turn
    expect((await readTeam(db())).findIndex((m) => m.id === last)).toBe(rows.length - 4)
  })
})
