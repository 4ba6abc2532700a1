/**
 * Generates public/videos/hero.webm: a short, seamless loop of drifting warm bokeh lights over
 * the hero poster, recorded from a canvas in headless Chromium (no ffmpeg needed).
 * The blur is baked into the frames, at a small size: a CSS blur over a playing video is redrawn
 * every frame (0.4 of a core in software-rendered Chromium, and a phone's battery).
 *
 *   npx tsx scripts/images/generateHeroVideo.ts
 */
import { chromium } from '@playwright/test'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const publicDir = path.resolve(here, '../../public')
const SECONDS = 6

// Runs in the page: each light moves on a closed path so the last frame meets the first.
const recordLoop = async ({ poster, seconds }: { poster: string; seconds: number }) => {
  // Lights are placed on a 960 × 540 stage; frames are drawn sharp, then blurred into a 640 × 360
  // canvas 10% larger than the frame, so the blur never reaches a transparent edge.
  const W = 960
  const H = 540
  const OUT_W = 640
  const OUT_H = 360
  const BLUR_PX = 3
  const frame = Object.assign(document.createElement('canvas'), { width: OUT_W, height: OUT_H })
  const ctx = frame.getContext('2d')!
  ctx.scale(OUT_W / W, OUT_H / H)
  const canvas = Object.assign(document.createElement('canvas'), { width: OUT_W, height: OUT_H })
  const out = canvas.getContext('2d')!
  out.filter = `blur(${BLUR_PX}px)`
  const img = new Image()
  img.src = poster
  await img.decode()
  let seed = 7
  const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const colors = ['255,196,92', '255,170,110', '255,226,160', '250,140,120', '255,210,130']
  const lights = Array.from({ length: 34 }, () => ({
    x: rand() * W,
    y: rand() * H,
    r: 14 + rand() * 60,
    ax: 20 + rand() * 60,
    ay: 10 + rand() * 40,
    phase: rand() * Math.PI * 2,
    color: colors[Math.floor(rand() * colors.length)],
    alpha: 0.18 + rand() * 0.35,
  }))
  const stream = canvas.captureStream(15)
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: 300_000,
  })
  const chunks: Blob[] = []
  recorder.ondataavailable = (e) => chunks.push(e.data)
  const start = performance.now()
  const draw = () => {
    const t = ((performance.now() - start) / 1000 / seconds) * Math.PI * 2
    ctx.drawImage(img, 0, 0, W, H)
    ctx.globalCompositeOperation = 'lighter'
    for (const l of lights) {
      const x = l.x + Math.cos(t + l.phase) * l.ax
      const y = l.y + Math.sin(t + l.phase) * l.ay
      const g = ctx.createRadialGradient(x, y, 0, x, y, l.r)
      const a = l.alpha * (0.75 + 0.25 * Math.sin(2 * t + l.phase))
      g.addColorStop(0, `rgba(${l.color},${a})`)
      g.addColorStop(1, `rgba(${l.color},0)`)
      ctx.fillStyle = g
      ctx.beginPath()
      ctx.arc(x, y, l.r, 0, Math.PI * 2)
      ctx.fill()
    }
    ctx.globalCompositeOperation = 'source-over'
    out.drawImage(frame, -OUT_W * 0.05, -OUT_H * 0.05, OUT_W * 1.1, OUT_H * 1.1)
  }
  const done = new Promise<void>((resolve) => (recorder.onstop = () => resolve()))
  recorder.start()
  await new Promise<void>((resolve) => {
    const tick = () => {
      draw()
      if (performance.now() - start < seconds * 1000) requestAnimationFrame(tick)
      else resolve()
    }
    tick()
  })
  recorder.stop()
  await done
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()
  return Array.from(new Uint8Array(buffer))
}

const poster = `data:image/webp;base64,${(await readFile(path.join(publicDir, 'images/hero-poster.webp'))).toString('base64')}`
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  const page = await browser.newPage()
  // tsx compiles with keepNames, which calls a __name helper the page does not have.
  await page.addInitScript({ content: 'window.__name = (f) => f' })
  await page.goto('about:blank')
  const bytes = await page.evaluate(recordLoop, { poster, seconds: SECONDS })
  await mkdir(path.join(publicDir, 'videos'), { recursive: true })
  await writeFile(path.join(publicDir, 'videos/hero.webm'), Buffer.from(bytes))
  console.log(`hero.webm: ${bytes.length} bytes`)
} finally {
  await browser.close()
}
