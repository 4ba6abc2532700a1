/**
 * The galleries benchmark, on loopback against a production build with its own seeded database:
 * upload throughput (photos per second through one server, BENCH_GALLERY_UPLOADS=300 distinct
 * 1600 px JPEGs, BENCH_CONNECTIONS=8 at once), then a gallery of 600 photos (sizes made by the
 * job) and Lighthouse's mobile run of its page (performance, LCP).
 *   npm run bench:galleries   (BENCH_PORT, SKIP_BUILD=true to reuse .next)
 */
import os from 'node:os'

import { getPayload } from 'payload'
import sharp from 'sharp'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { ensureAuditTools } from './lib/audit/auditTools'
import { launchChromium, runLighthouse } from './lib/audit/runLighthouse'
import { startBenchServer } from './lib/bench/benchServer'
import { createStaffUser } from './lib/createStaffUser'
import { loadEnv } from './lib/env'
import { findChromium } from './lib/findChromium'

loadEnv()
const uploads = Number(process.env.BENCH_GALLERY_UPLOADS || 300)
const connections = Number(process.env.BENCH_CONNECTIONS || 8)
const TOTAL = 600
const port = Number(process.env.BENCH_PORT || 3400)
const { url, stop } = await startBenchServer(port)

/** A photo-like 1600x1067 JPEG (a gradient with grain, tinted by seed): about 250 KB each. */
const W = 1600
const H = 1067
const grain = Buffer.alloc(W * H * 3)
for (let i = 0, p = 0; p < W * H; p++) {
  const g = ((p * 2654435761) >>> 0) % 24
  grain[i++] = ((p % W) * 200) / W + g
  grain[i++] = (Math.floor(p / W) * 200) / H + g
  grain[i++] = 120 + g
}
const photo = (seed: number) =>
  sharp(grain, { raw: { width: W, height: H, channels: 3 } })
    .modulate({ hue: seed % 360, brightness: 0.8 + (seed % 7) / 20 })
    .jpeg({ quality: 82 })
    .toBuffer()

try {
  // Imported once the bench database's URL is set: the config reads it when loaded.
  const { default: config } = await import('@payload-config')
  // Its own instance: startBenchServer closed the cached one after seeding.
  const payload = await getPayload({ config, key: 'bench-galleries' })
  await createStaffUser(payload, 'bench-galleries@test.example.com', 'bench-galleries-pass')
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'bench-galleries@test.example.com',
      password: 'bench-galleries-pass',
    }),
  })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const eventDate = addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), 30)
  const made = await fetch(`${url}/api/bookings/staff`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Gallery',
      email: 'bench-gallery@test.example.com',
      phone: '204-555-0100',
      address: '1 Portage Ave, Winnipeg, MB',
      eventType: 'wedding',
      guestCount: 100,
      referralSource: 'google',
      packageId: 2,
      eventDate,
      eventTime: '18:00',
      backdropId: 1,
      selectedAddOns: [],
      addOnQuantities: '{}',
      paymentType: 'full',
      source: 'phone',
      then: { action: 'payment_link' },
    }),
  })
  const { id } = (await made.json()) as { id: number }
  if (!id) throw new Error(`booking: ${made.status}`)
  const photos: Buffer[] = []
  for (let i = 0; i < TOTAL; i++) photos.push(await photo(i))
  console.log(`${TOTAL} photos made (${(photos[0].length / 1024).toFixed(0)} KB each)`)
  const send = async (i: number) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(photos[i])]), `p${i}.jpg`)
    const res = await fetch(`${url}/api/bookings/${id}/gallery/photos`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`)
  }
  const run = async (from: number, to: number) => {
    let next = from
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < to) await send(next++)
      }),
    )
  }
  const started = performance.now()
  await run(0, uploads)
  const seconds = (performance.now() - started) / 1000
  const mb = photos.slice(0, uploads).reduce((n, p) => n + p.length, 0) / 1024 / 1024
  console.log(
    `\nUploads: ${uploads} photos (${mb.toFixed(0)} MB, ${connections} at once) in ${seconds.toFixed(1)} s: ` +
      `${(uploads / seconds).toFixed(1)} photos/s, ${(mb / seconds).toFixed(1)} MB/s ` +
      `(load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')})`,
  )
  await run(uploads, TOTAL)
  const sizing = performance.now()
  await payload.jobs.run({ queue: 'galleries', limit: TOTAL + 10 })
  console.log(
    `Sizes for ${TOTAL} photos by the job: ${((performance.now() - sizing) / 1000).toFixed(1)} s`,
  )
  const staff = (await (
    await fetch(`${url}/api/bookings/${id}/gallery`, { headers: auth })
  ).json()) as { url: string }
  const slug = staff.url.split('/gallery/')[1]

  ensureAuditTools()
  const chromium = await launchChromium(findChromium()!)
  try {
    const lh = await runLighthouse(chromium.port, `${url}/gallery/${slug}`)
    console.log(
      `Lighthouse mobile, /gallery/<slug> with ${TOTAL} photos: performance ${lh.performance}, ` +
        `LCP ${(lh.lcpMs / 1000).toFixed(2)} s (goal < 2.5 s), TBT ${lh.tbtMs.toFixed(0)} ms, ` +
        `CLS ${lh.cls.toFixed(3)}, accessibility ${lh.accessibility}; LCP element ${lh.lcpElement}`,
    )
  } finally {
    chromium.stop()
  }
} finally {
  await stop()
}
process.exit(0)
