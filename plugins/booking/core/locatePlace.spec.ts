import { describe, expect, it } from 'vitest'

import { locatePlace } from './locatePlace'
import { MANITOBA_PLACES } from './manitobaPlaces'

const find = (address: string) => locatePlace(address, MANITOBA_PLACES)?.name ?? null

describe('locatePlace', () => {
  it('finds the town after the street', () => {
    expect(find('123 Main St, Selkirk, MB R1A 1A1')).toBe('Selkirk')
    expect(find('45 Centre Ave, Gimli, Manitoba')).toBe('Gimli')
    expect(find('1 Portage Avenue, Winnipeg, MB')).toBe('Winnipeg')
  })

  it('prefers the longest name: Portage la Prairie over Portage, East St. Paul over St. Paul', () => {
    expect(find('20 Saskatchewan Ave, Portage la Prairie, MB')).toBe('Portage la Prairie')
    expect(find('Birds Hill Rd, East St. Paul MB')).toBe('East St. Paul')
  })

  it('ignores case, accents and punctuation', () => {
    expect(find('10 rue principale, ile des chenes')).toBe('Île-des-Chênes')
    expect(find('STEINBACH')).toBe('Steinbach')
  })

  it('matches whole words only and returns null for unknown places', () => {
    expect(find('12 Selkirkshire Lane, Nowhere')).toBeNull()
    expect(find('')).toBeNull()
    expect(find('Toronto, ON')).toBeNull()
  })

  it('every known place locates itself', () => {
    for (const place of MANITOBA_PLACES) {
      const found = locatePlace(`1 Main St, ${place.name}, MB`, MANITOBA_PLACES)
      expect(found?.name.length).toBeGreaterThanOrEqual(place.name.length)
    }
  })
})
