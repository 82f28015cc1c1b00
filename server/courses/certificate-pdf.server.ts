import { createRequire } from 'node:module'
import path from 'node:path'
import bidiFactory from 'bidi-js'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

/**
 * The certificate as an A4 landscape PDF, drawn on the server with pdfkit: Noto Sans for Latin,
 * Greek and Cyrillic, Noto Sans Arabic (shaped by fontkit) for Arabic, lines in visual order for
 * right-to-left languages, and the verification address as a vector QR code.
 */

const require = createRequire(import.meta.url)
const fontFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file)

export type Script = 'latin' | 'latin-ext' | 'greek' | 'cyrillic' | 'arabic'
export type Weight = 400 | 700

const FONT_FILES: Record<Script, (weight: Weight) => string> = {
  latin: (w) => fontFile('@fontsource/noto-sans', `noto-sans-latin-${w}-normal.woff`),
  'latin-ext': (w) => fontFile('@fontsource/noto-sans', `noto-sans-latin-ext-${w}-normal.woff`),
  greek: (w) => fontFile('@fontsource/noto-sans', `noto-sans-greek-${w}-normal.woff`),
  cyrillic: (w) => fontFile('@fontsource/noto-sans', `noto-sans-cyrillic-${w}-normal.woff`),
  arabic: (w) => fontFile('@fontsource/noto-sans-arabic', `noto-sans-arabic-arabic-${w}-normal.woff`),
}

/** The font subset that draws a character; Latin for everything the others lack. */
function scriptOf(codePoint: number): Script {
  if (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x08a0 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  )
    return 'arabic'
  if (codePoint >= 0x0400 && codePoint <= 0x052f) return 'cyrillic'
  if ((codePoint >= 0x0370 && codePoint <= 0x03ff) || (codePoint >= 0x1f00 && codePoint <= 0x1fff))
    return 'greek'
  if ((codePoint >= 0x0100 && codePoint <= 0x024f) || (codePoint >= 0x1e00 && codePoint <= 0x1eff))
    return 'latin-ext'
  return 'latin'
}

const bidi = bidiFactory()

interface Run {
  text: string
  script: Script
  level: number
}

/**
 * A line cut into runs of one font subset and one embedding level, in the order they are drawn
 * from left to right (Unicode's rule L2: from the highest level down, every stretch of runs at that
 * level or above is reversed). A right-to-left run of Arabic keeps its logical order, as fontkit
 * shapes it and lays its glyphs out right to left; other right-to-left runs (spaces, digits,
 * punctuation in an Arabic line, drawn with the Latin font) are reversed here.
 */
export function visualRuns(text: string, rtl: boolean): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, rtl ? 'rtl' : 'ltr')
  const runs: Run[] = []
  let index = 0
  for (const char of text) {
    const level = levels[index] ?? 0
    index += char.length
    const script = scriptOf(char.codePointAt(0) ?? 32)
    const last = runs.at(-1)
    if (last && last.script === script && last.level === level) last.text += char
    else runs.push({ text: char, script, level })
  }
  const highest = Math.max(0, ...runs.map((run) => run.level))
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : Infinity)))
  for (let level = highest; level >= lowestOdd; level--) {
    let start = 0
    while (start < runs.length) {
      if ((runs[start]?.level ?? 0) < level) {
        start++
        continue
      }
      let end = start
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++
      runs.splice(start, end - start, ...runs.slice(start, end).reverse())
      start = end
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 && run.script !== 'arabic' ? { ...run, text: [...run.text].reverse().join('') } : run,
  )
}

/** The font of a script and weight in the document (Noto Sans and its subsets), registered as needed. */
export const scriptFonts = (doc: PDFKit.PDFDocument) => (script: Script, weight: Weight) => {
  const name = `${script}-${weight}`
  doc.registerFont(name, FONT_FILES[script](weight))
  return name
}

export interface CertificatePdfInput {
  learner: string
  course: string
  coach: string
  brand: string
  /** Already formatted in the certificate's language. */
  date: string
  code: string
  verifyUrl: string
  rtl: boolean
  labels: {
    title: string
    certifies: string
    completed: string
    issuedOn: string
    code: string
    verifyAt: string
  }
}

const PAGE = { width: 841.89, height: 595.28 } // A4 landscape, points
const MARGIN = 56
/** The documents' colours: the brand's green, the text, the secondary text. */
export const GREEN = '#047857'
export const INK = '#0f172a'
export const MUTED = '#475569'

/** The document's bytes once `doc.end()` is called. */
export function bytesOf(doc: PDFKit.PDFDocument) {
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

export async function renderCertificatePdf(input: CertificatePdfInput, options: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: `${input.labels.title} · ${input.course}`, Author: input.coach, Subject: input.learner },
  })
  const finished = bytesOf(doc)

  const fontName = scriptFonts(doc)

  /** One centred line at `y`, shrunk until it fits the page's width. */
  const line = (text: string, y: number, size: number, { weight = 400 as Weight, color = INK } = {}) => {
    const runs = visualRuns(text, input.rtl)
    let fontSize = size
    const widthAt = (candidate: number) =>
      runs.reduce(
        (sum, run) =>
          sum + doc.font(fontName(run.script, weight)).fontSize(candidate).widthOfString(run.text),
        0,
      )
    while (fontSize > 10 && widthAt(fontSize) > PAGE.width - 2 * MARGIN) fontSize -= 1
    let x = (PAGE.width - widthAt(fontSize)) / 2
    doc.fillColor(color)
    for (const run of runs) {
      doc.font(fontName(run.script, weight)).fontSize(fontSize)
      doc.text(run.text, x, y, { lineBreak: false })
      x += doc.widthOfString(run.text)
    }
  }

  // Frame
  doc
    .lineWidth(3)
    .strokeColor(GREEN)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke()
  doc
    .lineWidth(0.75)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke()

  line(input.brand, 70, 16, { weight: 700, color: GREEN })
  line(input.labels.title, 110, 34, { weight: 700 })
  line(input.labels.certifies, 180, 16, { color: MUTED })
  line(input.learner, 210, 30, { weight: 700 })
  line(input.labels.completed, 262, 16, { color: MUTED })
  line(input.course, 292, 24, { weight: 700, color: GREEN })
  line(input.labels.issuedOn, 345, 14, { color: MUTED })
  line(input.coach, 372, 14)

  // Verification: QR code (vector squares) and the code and address beside it.
  const qr = QRCode.create(input.verifyUrl, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const side = 96
  const cell = side / modules
  const qrX = input.rtl ? PAGE.width - MARGIN - side : MARGIN
  const qrY = PAGE.height - MARGIN - side
  doc.fillColor(INK)
  for (let row = 0; row < modules; row++)
    for (let column = 0; column < modules; column++)
      if (qr.modules.get(row, column)) doc.rect(qrX + column * cell, qrY + row * cell, cell, cell).fill()

  const textX = input.rtl ? MARGIN : MARGIN + side + 16
  const textWidth = PAGE.width - 2 * MARGIN - side - 16
  const align = input.rtl ? 'right' : 'left'
  for (const [index, text] of [input.labels.code, input.labels.verifyAt].entries()) {
    const runs = visualRuns(text, input.rtl)
    // Short lines of mixed scripts: drawn run by run from the edge they start at.
    let x = textX
    const y = qrY + 40 + index * 18
    const widths = runs.map((run) => doc.font(fontName(run.script, 400)).fontSize(10).widthOfString(run.text))
    if (align === 'right') x = textX + textWidth - widths.reduce((sum, width) => sum + width, 0)
    for (const [i, run] of runs.entries()) {
      doc.font(fontName(run.script, 400)).fontSize(10).fillColor(MUTED)
      doc.text(run.text, x, y, { lineBreak: false })
      x += widths[i] ?? 0
    }
  }

  doc.end()
  return finished
}
