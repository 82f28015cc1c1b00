import type { AssignmentFileType } from '#app/schemas/assignments.ts'

/** What a submitted file is, told by its first bytes (never by its name or the browser's word). */
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

const SIGNATURES: Array<{
  type: AssignmentFileType
  contentType: string
  matches: (b: Uint8Array) => boolean
}> = [
  { type: 'pdf', contentType: 'application/pdf', matches: (b) => ascii(b, 0, 5) === '%PDF-' },
  {
    type: 'image',
    contentType: 'image/jpeg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  { type: 'image', contentType: 'image/png', matches: (b) => ascii(b, 1, 4) === 'PNG' && b[0] === 0x89 },
  {
    type: 'image',
    contentType: 'image/webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  // Word, Excel and PowerPoint documents are ZIP files; so is a plain ZIP.
  { type: 'office', contentType: 'application/zip', matches: (b) => ascii(b, 0, 4) === 'PK\u0003\u0004' },
  {
    type: 'mov',
    contentType: 'video/quicktime',
    matches: (b) => ascii(b, 4, 8) === 'ftyp' && ascii(b, 8, 12) === 'qt  ',
  },
  { type: 'mp4', contentType: 'video/mp4', matches: (b) => ascii(b, 4, 8) === 'ftyp' },
  {
    type: 'webm',
    contentType: 'video/webm',
    matches: (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  },
]

export const sniffSubmission = (bytes: Uint8Array) =>
  SIGNATURES.find((signature) => signature.matches(bytes)) ?? null

/** Videos play in the coach's page; everything else is a download. */
export const playsInline = (contentType: string) => contentType.startsWith('video/')
