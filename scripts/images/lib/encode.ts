/**
 * Rasterise an SVG string with sharp and encode it, lowering the quality step
 * by step until the file fits the size budget.
 */
import sharp from 'sharp'

type Encoded = { data: Buffer; quality: number }

type Options = { maxBytes: number; startQuality?: number; minQuality?: number }

async function fit(encode: (quality: number) => Promise<Buffer>, o: Options): Promise<Encoded> {
  const min = o.minQuality ?? 60
  let quality = o.startQuality ?? 80
  for (;;) {
    const data = await encode(quality)
    if (data.length <= o.maxBytes || quality <= min) return { data, quality }
    quality -= 4
  }
}

export function encodeWebp(
  svg: string,
  o: Options & { blur?: number; width?: number },
): Promise<Encoded> {
  return fit((quality) => {
    let img = sharp(Buffer.from(svg))
    if (o.blur) img = img.blur(o.blur)
    if (o.width) img = img.resize(o.width)
    return img.webp({ quality, effort: 6, smartSubsample: true }).toBuffer()
  }, o)
}

export function encodeJpeg(svg: string, o: Options & { blur?: number }): Promise<Encoded> {
  return fit((quality) => {
    let img = sharp(Buffer.from(svg))
    if (o.blur) img = img.blur(o.blur)
    return img.flatten({ background: '#000000' }).jpeg({ quality, mozjpeg: true }).toBuffer()
  }, o)
}
