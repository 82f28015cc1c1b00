import type { Language } from '#app/i18n/languages.ts'
import { direction } from '#app/i18n/languages.ts'
import { escapeHtml } from '../content/escape-html.server.ts'
import { parseRichText, renderRichText, richTextPlain } from '../content/rich-text.server.ts'
import type { Mail } from '../email/mailer.server.ts'
import { renderEmail } from '../email/templates/layout.server.ts'
import { getFixedT } from '../i18n/i18n.server.ts'
import { siteSettings } from '../site.server.ts'

/** The double opt-in mail, in the language of the list subscribed to. */
export function newsletterConfirmEmail(language: Language, url: string) {
  const t = getFixedT(language)
  const brand = siteSettings().brand
  return renderEmail(t, brand, {
    subject: t('email:newsletterConfirm.subject', { brand }),
    greeting: t('email:greetingNoName'),
    paragraphs: [t('email:newsletterConfirm.intro', { brand })],
    action: { label: t('email:newsletterConfirm.action'), url },
    notes: [t('email:ignore')],
  })
}

/** Site paths in the rendered body become absolute: a mail has no page to be relative to. */
const absolute = (html: string, origin: string) =>
  html.replace(/(\s(?:src|href))="\/(?![/\\])/g, `$1="${origin}/`)

interface LinkNode {
  type?: unknown
  text?: unknown
  marks?: Array<{ type?: unknown; attrs?: { href?: unknown } }>
  content?: unknown
}

/** The document's link targets in order of appearance, absolute, each once (the text part lists them). */
function linkTargets(document: unknown, origin: string) {
  const found = new Set<string>()
  const walk = (node: LinkNode, depth: number) => {
    if (depth > 40) return
    for (const mark of node.marks ?? [])
      if (mark.type === 'link' && typeof mark.attrs?.href === 'string')
        found.add(mark.attrs.href.startsWith('/') ? `${origin}${mark.attrs.href}` : mark.attrs.href)
    if (Array.isArray(node.content)) for (const child of node.content as LinkNode[]) walk(child, depth + 1)
  }
  walk(parseRichText(document) as LinkNode, 0)
  return [...found]
}

/**
 * An issue's body, HTML and plain text from the same rich text (a post's, or a written message
 * turned into paragraphs). `webUrl` is where it can be read on the site (the post or the archive).
 */
export function issueBody(
  { title, document, webUrl }: { title: string; document: unknown; webUrl: string },
  { language, origin }: { language: Language; origin: string },
) {
  const t = getFixedT(language)
  const html = `<h1 style="font-size:24px;line-height:1.25;margin:0 0 16px">${escapeHtml(title)}</h1>
${absolute(renderRichText(document), origin)}
<p style="margin:24px 0"><a href="${escapeHtml(webUrl)}">${escapeHtml(t('email:newsletter.readOnline'))}</a></p>`
  const links = linkTargets(document, origin)
  const text = [
    title,
    '',
    richTextPlain(document).split('\n').join('\n\n'),
    ...(links.length
      ? ['', t('email:newsletter.links'), ...links.map((href, i) => `[${i + 1}] ${href}`)]
      : []),
    '',
    `${t('email:newsletter.readOnline')}: ${webUrl}`,
  ].join('\n')
  return { html, text }
}

/** A written message becomes a rich-text document: one paragraph per blank-line block. */
export function messageDocument(message: string) {
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
  return {
    type: 'doc',
    content: paragraphs.map((block) => ({
      type: 'paragraph',
      content: block
        .split('\n')
        .flatMap((line, i) => [
          ...(i ? [{ type: 'hardBreak' }] : []),
          ...(line ? [{ type: 'text', text: line }] : []),
        ]),
    })),
  }
}

/** Readable in light and dark mail clients: colours follow the reader's scheme where supported. */
const STYLE = `:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;background:#ffffff;color:#0f172a}
a{color:#15803d}
img{max-width:100%;height:auto}
@media (prefers-color-scheme: dark){body{background:#0f172a;color:#e2e8f0}a{color:#4ade80}.muted{color:#94a3b8}}`

/** One recipient's mail: the body, the unsubscribe footer and the RFC 8058 one-click headers. */
export function issueMail(
  issue: { subject: string; bodyHtml: string; bodyText: string; locale: string },
  { to, unsubscribeUrl }: { to: string; unsubscribeUrl: string },
): Mail {
  const language = issue.locale as Language
  const t = getFixedT(language)
  const brand = siteSettings().brand
  const why = t('email:newsletter.why', { brand })
  const leave = t('email:newsletter.unsubscribe')
  const html = `<!doctype html><html dir="${direction(language)}"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><style>${STYLE}</style></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5"><div style="max-width:600px;margin:0 auto;padding:24px">
${issue.bodyHtml}
<hr style="border:0;border-top:1px solid #94a3b8;margin:32px 0 16px">
<p class="muted" style="font-size:13px;color:#475569">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(leave)}</a></p>
</div></body></html>`
  return {
    to,
    subject: issue.subject,
    html,
    text: `${issue.bodyText}\n\n--\n${why}\n${leave}: ${unsubscribeUrl}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
