import { describe, expect, it } from 'vitest'

import { WINNIPEG_BASE } from '../../core'
import { gazetteerGeocoder, gazetteerSuggestions } from './gazetteerGeocoder'

describe('gazetteer geocoder', () => {
  it('keeps the street and matches the town after it', () => {
    expect(gazetteerSuggestions('100 Main St, Selkirk').addresses[0]).toMatchObject({
      text: '100 Main St, Selkirk, MB',
    })
    expect(gazetteerSuggestions('12 Main St, Selk').addresses[0].text).toBe(
      '12 Main St, Selkirk, MB',
    )
  })
  it('answers a street alone with Winnipeg and a hint to add the town', () => {
    const s = gazetteerSuggestions('100 Main St')
    expect(s.addresses.map((a) => a.text)).toEqual(['100 Main St, Winnipeg, MB'])
    expect(s.hint).toBe('Add the town after a comma, for example "100 Main St, Selkirk".')
    expect(s.addresses[0].description).toContain(s.hint)
  })
  it('suggests towns for a town name', () => {
    expect(gazetteerSuggestions('Steinb').addresses[0].text).toBe('Steinbach, MB')
  })
  it('locates a street address by its town, with drive minutes', async () => {
    const ctx = { base: WINNIPEG_BASE, areaDriveMinutes: new Map([['Selkirk', 35]]) }
    expect(await gazetteerGeocoder.locate('100 Main St, Selkirk', ctx)).toMatchObject({
      name: 'Selkirk',
      driveMinutes: 35,
      source: 'service-area',
    })
    expect(await gazetteerGeocoder.locate('100 Main St', ctx)).toBeNull()
  })
})
