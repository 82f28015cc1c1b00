import PDFDocument from 'pdfkit'
import {
  bytesOf,
  GREEN,
  INK,
  MUTED,
  scriptFonts,
  visualRuns,
  type Weight,
} from '../courses/certificate-pdf.server.ts'

/**
 * A development report as an A4 portrait PDF, drawn with the certificates' machinery (the same Noto
 * fonts per script, lines in visual order for right-to-left languages): the player, the team and
 * period, the period's average per area as bars, and the coach's summary as written.
 */

export interface ReportPdfInput {
  brand: string
  player: string
  /** "Alevín A (2026-27) · 2026-27 · 1.er trimestre" */
  context: string
  rtl: boolean
  areas: { label: string; average: number | null }[]
  summary: string
  labels: { title: string; averages: string; summary: string; none: string }
}

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 56
const WIDTH = PAGE.width - 2 * MARGIN

export async function renderReportPdf(input: ReportPdfInput, options: { compress?: boolean } = {}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: options.compress ?? true,
    info: { Title: `${input.labels.title} · ${input.player}`, Author: input.brand },
  })
  const finished = bytesOf(doc)
  const fontName = scriptFonts(doc)
  const widthOf = (text: string, size: number, weight: Weight) =>
    visualRuns(text, input.rtl).reduce(
      (sum, run) => sum + doc.font(fontName(run.script, weight)).fontSize(size).widthOfString(run.text),
      0,
    )
  let y = MARGIN

  /** One line from the start edge (the right one in a right-to-left language). */
  const line = (text: string, size: number, { weight = 400 as Weight, color = INK, gap = 1.5 } = {}) => {
    if (y + size > PAGE.height - MARGIN) {
      doc.addPage()
      y = MARGIN
    }
    let x = input.rtl ? PAGE.width - MARGIN - widthOf(text, size, weight) : MARGIN
    doc.fillColor(color)
    for (const run of visualRuns(text, input.rtl)) {
      doc.font(fontName(run.script, weight)).fontSize(size)
      doc.text(run.text, x, y, { lineBreak: false })
      x += doc.widthOfString(run.text)
    }
    y += size * gap
  }

  /** A paragraph cut into lines at spaces, each as wide as the page allows. */
  const paragraph = (text: string, size: number) => {
    let current = ''
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word
      if (current && widthOf(candidate, size, 400) > WIDTH) {
        line(current, size)
        current = word
      } else current = candidate
    }
    if (current) line(current, size)
  }

  line(input.brand, 14, { weight: 700, color: GREEN, gap: 2.4 })
  line(input.labels.title, 24, { weight: 700 })
  line(input.player, 18, { weight: 700 })
  line(input.context, 12, { color: MUTED, gap: 3 })

  line(input.labels.averages, 14, { weight: 700, gap: 2 })
  for (const area of input.areas) {
    line(`${area.label}: ${area.average === null ? input.labels.none : `${area.average} / 5`}`, 12, {
      gap: 1.3,
    })
    const bar = (WIDTH / 2) * ((area.average ?? 0) / 5)
    const x = input.rtl ? PAGE.width - MARGIN - bar : MARGIN
    doc.rect(input.rtl ? PAGE.width - MARGIN - WIDTH / 2 : MARGIN, y, WIDTH / 2, 6).fill('#e2e8f0')
    if (bar > 0) doc.rect(x, y, bar, 6).fill(GREEN)
    y += 18
  }
  y += 12
  line(input.labels.summary, 14, { weight: 700, gap: 2 })
  for (const text of input.summary.split(/\n+/)) {
    paragraph(text, 11)
    y += 6
  }

  doc.end()
  return finished
}
