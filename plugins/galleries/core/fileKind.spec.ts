import { describe, expect, it } from 'vitest'

import { fileVerdict } from './fileKind'

describe('fileVerdict', () => {
  it('takes JPEG, PNG, GIF and MP4 by their detected type', () => {
    expect(fileVerdict('image/jpeg', 10)).toMatchObject({ ok: true, kind: 'photo', ext: 'jpg' })
    expect(fileVerdict('image/gif', 10)).toMatchObject({ ok: true, kind: 'gif' })
    expect(fileVerdict('video/mp4', 10)).toMatchObject({ ok: true, kind: 'video', ext: 'mp4' })
  })
  it('refuses other and unknown types, empty files and files over the limit', () => {
    expect(fileVerdict(undefined, 10)).toEqual({ ok: false, code: 'unsupported_file' })
    expect(fileVerdict('image/webp', 10)).toEqual({ ok: false, code: 'unsupported_file' })
    expect(fileVerdict('image/jpeg', 0)).toEqual({ ok: false, code: 'empty_file' })
    expect(fileVerdict('image/png', 41 * 1024 * 1024)).toEqual({
      ok: false,
      code: 'file_too_large',
    })
  })
})
