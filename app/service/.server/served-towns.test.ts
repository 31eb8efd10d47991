import { describe, expect, it } from 'vitest'

import { servedTown, unknownTownMessage } from './served-towns.ts'

describe('the town of a pickup or a mobile visit', () => {
  it('finds a town served by its name however typed, or its slug', () => {
    expect(servedTown('Milford')?.slug).toBe('milford')
    expect(servedTown('  old forge ')?.slug).toBe('old-forge')
    expect(servedTown('Dingman')?.slug).toBe('dingman-township')
    expect(servedTown('Clarks Summit, PA')?.slug).toBe('clarks-summit')
    expect(servedTown('scranton-city')?.slug).toBe('scranton')
  })

  it('refuses a town outside the area and lists the towns served', () => {
    expect(servedTown('Philadelphia')).toBeUndefined()
    expect(unknownTownMessage).toMatch(/^We do not come to that town\. We serve: Milford, Hawley, /)
    expect(unknownTownMessage).toContain('Waverly Township')
  })
})
