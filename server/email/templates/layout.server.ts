import type { TFunction } from 'i18next'

export interface EmailContent {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Several links of equal weight (a reminder's answers), each on its own line after the button. */
  links?: Array<{ label: string; url: string }>
  /** Lines after the button, e.g. when the link expires. */
  notes?: string[]
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/**
 * One look for every transactional e-mail: a plain-text part (what most tests and many people
 * read) and a small inline-styled HTML part. Everything interpolated is escaped.
 */
export function renderEmail(t: TFunction, brand: string, content: EmailContent) {
  const signature = t('email:signature', { brand })
  const fallback = t('email:buttonFallback')
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(content.notes ?? []).flatMap((n) => [n, '']),
    signature,
  ].join('\n')
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escape(p)}</p>`
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="background:#15803d;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escape(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">${escape(fallback)}<br><a href="${escape(content.action.url)}">${escape(content.action.url)}</a></p>`
    : ''
  const html = `<!doctype html><html dir="${t('email:dir')}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${button}
${(content.links ?? []).map((link) => `<p style="margin:0 0 12px"><a href="${escape(link.url)}" style="font-weight:600">${escape(link.label)}</a></p>`).join('\n')}
${(content.notes ?? []).map(paragraph).join('\n')}
<p style="margin:24px 0 0;color:#475569">${escape(signature)}</p>
</body></html>`
  return { subject: content.subject, text, html }
}
