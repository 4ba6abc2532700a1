import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import v8 from 'node:v8'
import vm from 'node:vm'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { galleryBySlug, zipResponse } from '@galleries/server'

import { bookingWithGallery, sql, uploadPhoto } from '../helpers/galleries'
import { testPayload } from '../helpers/payload'
import { staffApi } from '../helpers/staff'

// 24 photos of noise (JPEG cannot compress it), about 3.3 MB each: over 70 MB in all, as 200
// photos of 370 KB were, for an eighth of the uploads (each a request through the server).
const PHOTOS = 24
async function noisePhoto() {
  const size = 1800
  const raw = crypto.randomFillSync(Buffer.alloc(size * size * 3))
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer()
}

// What the download holds, not garbage the collector has yet to reclaim: Node 24 left 68 MB of
// it around while streaming (Node 20 about 37), though nothing was retained. A full collection
// before each reading measures live memory; a zip built in memory would still hold 70+ MB.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const used = () => {
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

describe('Download all', () => {
  it('streams a zip of 70+ MB of photos with memory staying flat', async () => {
    const staff = await staffApi()
    const { booking, slug } = await bookingWithGallery(staff, 581)
    let total = 0
    const ids: number[] = []
    for (let batch = 0; batch < PHOTOS; batch += 4) {
      const photos = await Promise.all(Array.from({ length: 4 }, () => noisePhoto()))
      total += photos.reduce((n, p) => n + p.length, 0)
      const results = await Promise.all(
        photos.map((p) => uploadPhoto(booking.id, p, staff.headers)),
      )
      expect(results.map((r) => r.status)).toEqual(Array(4).fill(201))
      for (const r of results) ids.push(((await r.json()) as { id: number }).id)
    }
    // The zip sends the originals: the sizes jobs would only cost the next run of the queue
    // (another file's, or a server's) CPU-seconds of resizing noise. A job a server has
    // already claimed is left to finish.
    await sql(
      `DELETE FROM payload_jobs WHERE task_slug = 'gallerySizes' AND processing = false
         AND (input->>'photoId')::int = ANY($1::int[])`,
      [ids],
    )
    expect(total).toBeGreaterThan(70 * 1024 * 1024)

    const payload = await testPayload()
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({}, payload)
    const gallery = (await galleryBySlug(req, slug))!
    const before = used()
    let peak = before
    let bytes = 0
    let head: Buffer | undefined
    const res = await zipResponse(req, gallery)
    let chunks = 0
    for await (const chunk of Readable.fromWeb(res.body! as never)) {
      head ??= Buffer.from(chunk as Buffer)
      bytes += (chunk as Buffer).length
      if (++chunks % 32 === 0) peak = Math.max(peak, used())
    }
    expect(head!.subarray(0, 2).toString()).toBe('PK')
    expect(bytes).toBeGreaterThan(total) // every photo, stored, plus the zip's headers
    // Built in memory it would hold all 70+ MB at once; streamed, a few files at most.
    expect(peak - before).toBeLessThan(Math.min(50 * 1024 * 1024, total * 0.7))
  }, 240_000)
})
