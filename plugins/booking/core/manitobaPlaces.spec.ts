import { describe, it, expect } from 'vitest'
import { MANITOBA_PLACES, WINNIPEG_BASE, normalizePlaceName, searchPlaces } from './manitobaPlaces'
import { haversineKm } from './travel'
import { makeRng } from '@tests/helpers/testRandom'

const names = (q: string, limit?: number) =>
  searchPlaces(q, MANITOBA_PLACES, limit).map((p) => p.name)

describe('MANITOBA_PLACES', () => {
  it('has at least 60 uniquely named communities inside Manitoba', () => {
    expect(MANITOBA_PLACES.length).toBeGreaterThanOrEqual(60)
    expect(new Set(MANITOBA_PLACES.map((p) => p.name)).size).toBe(MANITOBA_PLACES.length)
    for (const p of MANITOBA_PLACES) {
      expect(p.lat).toBeGreaterThan(49) // 49th parallel is the US border
      expect(p.lat).toBeLessThan(60)
      expect(p.lon).toBeGreaterThan(-102.1) // Saskatchewan border
      expect(p.lon).toBeLessThan(-88.9)
    }
    expect(MANITOBA_PLACES.some((p) => p.name === 'Kenora')).toBe(false) // Ontario
  })
  it('includes the required places', () => {
    const required = [
      'Winnipeg',
      'St. Vital',
      'Transcona',
      'St. James',
      'Charleswood',
      'Fort Garry',
      'St. Boniface',
      'River Heights',
      'Tuxedo',
      'Osborne Village',
      'Exchange District',
      'Selkirk',
      'Steinbach',
      'Portage la Prairie',
      'Niverville',
      'Gimli',
      'Stonewall',
      'Oakbank',
      'Lorette',
      'Headingley',
      'East St. Paul',
      'West St. Paul',
      'Ste. Anne',
      'Morris',
      'Carman',
      'Winkler',
      'Morden',
      'Altona',
      'Brandon',
      'Dauphin',
      'Thompson',
      'The Pas',
      'Beausejour',
      'Lac du Bonnet',
      'Pinawa',
      'Teulon',
      'Arborg',
      'Lundar',
      'Neepawa',
      'Minnedosa',
      'Virden',
      'Flin Flon',
    ]
    const all = new Set(MANITOBA_PLACES.map((p) => p.name))
    for (const n of required) expect(all.has(n), n).toBe(true)
  })
  it('marks Winnipeg neighbourhoods (and only them) as within Winnipeg, all close to the base', () => {
    for (const p of MANITOBA_PLACES) {
      if (p.withinWinnipeg) expect(haversineKm(WINNIPEG_BASE, p)).toBeLessThan(20)
      else expect(p.region).not.toBe('Winnipeg')
    }
    expect(MANITOBA_PLACES.find((p) => p.name === 'Selkirk')?.withinWinnipeg).toBeUndefined()
  })
})

describe('searchPlaces', () => {
  it('normalises names', () => {
    expect(normalizePlaceName('Île-des-Chênes')).toBe('ile des chenes')
    expect(normalizePlaceName('  St. VITAL ')).toBe('st vital')
  })
  it('ranks prefix matches before substring matches', () => {
    expect(names('stein')).toEqual(['Steinbach'])
    expect(names('bon')).toEqual(['Lac du Bonnet', 'St. Boniface']) // both word prefixes → alphabetical
    expect(names('win')).toEqual([
      'Windsor Park',
      'Winkler',
      'Winnipeg',
      'Winnipeg Beach',
      'Downtown Winnipeg',
    ])
    // name prefix (…Stony Mountain), then word prefix (… St. Paul), then substring (the rest)
    expect(names('st', 20).slice(-8)).toEqual([
      'Stony Mountain',
      'East St. Paul',
      'West St. Paul',
      'East Kildonan',
      'Exchange District',
      'Gladstone',
      'Waverley West',
      'West Kildonan',
    ])
    expect(names('PEG')).toEqual(['Downtown Winnipeg', 'Winnipeg', 'Winnipeg Beach'])
  })
  it('is case, accent and punctuation insensitive', () => {
    expect(names('ile des')).toEqual(['Île-des-Chênes'])
    expect(names('CHÊNES')).toEqual(['Île-des-Chênes'])
    expect(names('st vital')).toEqual(['St. Vital'])
    expect(names('st. bon')).toEqual(['St. Boniface'])
    expect(names('portage')).toEqual(['Portage la Prairie'])
  })
  it('honours the limit and empty queries', () => {
    expect(names('st')).toHaveLength(6)
    expect(names('st', 2)).toHaveLength(2)
    expect(names('st', 0)).toEqual([])
    expect(names('   ')).toEqual([])
    expect(names('zzz')).toEqual([])
  })
  it('property: every result contains the query and prefix matches come first', () => {
    const rng = makeRng(71)
    for (let i = 0; i < 300; i++) {
      const name = normalizePlaceName(rng.pick(MANITOBA_PLACES).name)
      const from = rng.int(0, name.length - 1)
      const q = name.slice(from, from + rng.int(1, 4)).trim()
      if (!q) continue
      const results = searchPlaces(q, MANITOBA_PLACES, 50).map((p) => normalizePlaceName(p.name))
      expect(results.length).toBeGreaterThan(0)
      for (const r of results) expect(r).toContain(q)
      const firstNonPrefix = results.findIndex((r) => !r.startsWith(q))
      if (firstNonPrefix >= 0)
        for (const r of results.slice(firstNonPrefix)) expect(r.startsWith(q)).toBe(false)
    }
  })
})
