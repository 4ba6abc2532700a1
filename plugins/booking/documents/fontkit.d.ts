// fontkit (pdfkit's font parser) ships no types: the one call newPdfDocument makes.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown
}
