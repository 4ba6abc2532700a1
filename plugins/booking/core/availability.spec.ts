import { describe, it, expect } from 'vitest'
import {
  availableBooths,
  boothAvailability,
  chooseBooths,
  isFree,
  mergeIntervals,
  overlaps,
} from './availability'
import { makeRng } from '@tests/helpers/testRandom'
import type { Interval } from './types'

const T0 = Date.UTC(2026, 11, 5, 18)
const iv = (startMin: number, endMin: number): Interval => ({
  start: new Date(T0 + startMin * 60_000),
  end: new Date(T0 + endMin * 60_000),
})

describe('overlaps / isFree', () => {
  it('treats intervals as half-open', () => {
    expect(overlaps(iv(0, 60), iv(60, 120))).toBe(false)
    expect(overlaps(iv(60, 120), iv(0, 60))).toBe(false)
    expect(overlaps(iv(0, 61), iv(60, 120))).toBe(true)
    expect(overlaps(iv(0, 240), iv(60, 120))).toBe(true)
    expect(isFree(iv(60, 120), [iv(0, 60), iv(120, 180)])).toBe(true)
    expect(isFree(iv(60, 121), [iv(0, 60), iv(120, 180)])).toBe(false)
    expect(() => isFree(iv(60, 60), [])).toThrow(RangeError)
  })
})

describe('mergeIntervals', () => {
  it('merges overlapping and touching intervals and drops empty ones', () => {
    expect(
      mergeIntervals([iv(120, 180), iv(0, 60), iv(60, 90), iv(85, 100), iv(200, 200)]),
    ).toEqual([iv(0, 100), iv(120, 180)])
    expect(mergeIntervals([])).toEqual([])
  })
  it('property: merged set is sorted, disjoint and covers exactly the same minutes', () => {
    const rng = makeRng(31)
    for (let i = 0; i < 300; i++) {
      const list = Array.from({ length: rng.int(0, 8) }, () => {
        const s = rng.int(0, 200)
        return iv(s, s + rng.int(1, 40))
      })
      const merged = mergeIntervals(list)
      for (let k = 1; k < merged.length; k++)
        expect(merged[k].start.getTime()).toBeGreaterThan(merged[k - 1].end.getTime())
      for (let m = 0; m < 245; m++) {
        const probe = iv(m, m + 1)
        if (list.some((x) => overlaps(x, probe)) !== merged.some((x) => overlaps(x, probe)))
          throw new Error(`coverage differs at minute ${m}`)
      }
    }
  })
})

describe('booth selection', () => {
  const booths = (b1: Interval[], b2: Interval[]) => [
    { id: 'booth1', busy: b1 },
    { id: 'booth2', busy: b2 },
  ]

  it('prefers booth1, falls back to booth2', () => {
    expect(chooseBooths({ request: iv(0, 60), booths: booths([], []), needed: 1 })).toEqual([
      'booth1',
    ])
    expect(
      chooseBooths({ request: iv(0, 60), booths: booths([iv(30, 90)], []), needed: 1 }),
    ).toEqual(['booth2'])
    expect(
      chooseBooths({ request: iv(0, 60), booths: booths([iv(30, 90)], [iv(0, 10)]), needed: 1 }),
    ).toBeNull()
  })
  it('prefers booth1 even when listed second', () => {
    expect(
      chooseBooths({ request: iv(0, 60), booths: booths([], []).reverse(), needed: 1 }),
    ).toEqual(['booth1'])
  })
  it('Two Photo Booths needs both', () => {
    expect(chooseBooths({ request: iv(0, 60), booths: booths([], []), needed: 2 })).toEqual([
      'booth1',
      'booth2',
    ])
    expect(
      chooseBooths({ request: iv(0, 60), booths: booths([], [iv(59, 70)]), needed: 2 }),
    ).toBeNull()
  })
  it('reports per-booth availability', () => {
    expect(
      boothAvailability({ request: iv(0, 60), booths: booths([iv(-60, 0)], [iv(0, 1)]) }),
    ).toEqual({ booth1: true, booth2: false })
    expect(boothAvailability({ request: iv(0, 60), booths: [] })).toEqual({
      booth1: false,
      booth2: false,
    })
    expect(availableBooths({ request: iv(0, 60), booths: booths([], []) })).toEqual([
      'booth1',
      'booth2',
    ])
  })
  it('property: chosen booths are free, distinct and booth1-first; null only when too few are free', () => {
    const rng = makeRng(47)
    const randomBusy = () =>
      Array.from({ length: rng.int(0, 4) }, () => {
        const s = rng.int(0, 600)
        return iv(s, s + rng.int(15, 300))
      })
    for (let i = 0; i < 1000; i++) {
      const list = booths(randomBusy(), randomBusy())
      const s = rng.int(0, 700)
      const request = iv(s, s + rng.int(30, 360))
      const needed = rng.pick([1, 2] as const)
      const chosen = chooseBooths({ request, booths: list, needed })
      const freeCount = list.filter((b) => b.busy.every((x) => !overlaps(x, request))).length
      if (chosen === null) {
        expect(freeCount).toBeLessThan(needed)
        continue
      }
      expect(chosen).toHaveLength(needed)
      expect(new Set(chosen).size).toBe(needed)
      for (const id of chosen) {
        for (const busy of list.find((b) => b.id === id)!.busy)
          expect(overlaps(busy, request)).toBe(false)
      }
      if (freeCount === 2) expect(chosen[0]).toBe('booth1')
    }
  })
  it('property: a request touching a busy interval at either end is free', () => {
    const rng = makeRng(53)
    for (let i = 0; i < 500; i++) {
      const s = rng.int(0, 1000)
      const e = s + rng.int(1, 300)
      const busy = iv(s, e)
      expect(isFree(iv(e, e + rng.int(1, 300)), [busy])).toBe(true)
      expect(isFree(iv(s - rng.int(1, 300), s), [busy])).toBe(true)
    }
  })
})
