/**
 * A cell a spreadsheet reads as text: quoted, quotes doubled, and a leading = + - @ tab or return
 * prefixed with an apostrophe so a name like "=HYPERLINK(…)" is never run as a formula (OWASP's
 * CSV injection advice).
 */
export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** Rows of cells as a CSV document: UTF-8 with a byte-order mark, so spreadsheets read accents right. */
export const csvDocument = (rows: (string | number)[][]) =>
  `\uFEFF${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`
