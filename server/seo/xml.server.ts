/** Characters XML 1.0 forbids (control characters other than tab, newline and carriage return). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g

/** Text for XML element content and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(FORBIDDEN, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
