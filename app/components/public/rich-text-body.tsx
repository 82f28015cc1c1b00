import { useEffect, useRef } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useHtmlOnce, type HtmlOnce } from '#app/components/public/html-once.tsx'
import { YOUTUBE_ID } from '#app/schemas/youtube.ts'
import { dismissibleTooltips } from '#app/components/public/glossary-tooltips.ts'

/**
 * Sanitised rich text from the allow-list renderer (server/content/rich-text.server.ts), in the
 * page's typography. A YouTube card is a plain link to the youtube-nocookie player until the
 * visitor clicks it: only then is the player's iframe created, so nothing is loaded from YouTube
 * before that (and without JavaScript the link still opens the video). Animated pitch diagrams
 * come as their frames side by side; their player's code is loaded only on a page that has one.
 * Glossary terms show their short definition on hover and focus; Escape closes it.
 */
export function RichTextBody({
  html: source,
  className = '',
  lang = 'es',
}: {
  html: string | HtmlOnce
  className?: string
  /** The text's language: Spanish, or a translation's (docs/decisions/048). */
  lang?: string
}) {
  const { html, marker } = useHtmlOnce(source)
  const body = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = body.current
    // One listener for the whole body: a click (or Enter) on any video card lands here.
    element?.addEventListener('click', playVideo)
    return () => element?.removeEventListener('click', playVideo)
  }, [])
  useEffect(() => {
    const element = body.current
    return element?.querySelector('.gl') ? dismissibleTooltips(element) : undefined
  }, [html])
  const { i18n } = useTranslation()
  useEffect(() => {
    const element = body.current
    if (!element?.querySelector('figure[data-pitch-animation]')) return
    let undo: (() => void) | undefined
    let gone = false
    void import('#app/components/pitch/mount-players.tsx')
      .then(({ mountPlayers }) => mountPlayers(element, i18n))
      .then((unmount) => (gone ? unmount() : (undo = unmount)))
    return () => {
      gone = true
      undo?.()
    }
  }, [html, i18n])
  return (
    <div
      ref={body}
      data-html-once={marker}
      lang={lang}
      dir="auto"
      // `rich-text`: the typography of app.css
      className={`rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

function playVideo(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest('a[data-youtube]') : null
  const id = link instanceof HTMLAnchorElement ? link.dataset.youtube : undefined
  if (!link || !id || !YOUTUBE_ID.test(id)) return
  event.preventDefault()
  const start = Number(link.getAttribute('data-start')) || 0
  const player = document.createElement('iframe')
  player.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`
  player.title = link.getAttribute('aria-label') ?? 'YouTube'
  player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
  player.allowFullscreen = true
  player.referrerPolicy = 'strict-origin-when-cross-origin'
  link.replaceWith(player)
  player.focus()
}

/**
 * On a Spanish content page read with another interface language: the text is in Spanish, and a
 * link to the version in the reader's language when there is one (a full load: its interface
 * speaks that language). docs/decisions/048-content-translations.md.
 */
/* Here rather than in a module of its own: both pages that show it load this one, and each chunk
   costs every post page its address three times (the 40 KB budget). */
export function LanguageNotice({ notice }: { notice: { translation: string | null } | undefined }) {
  const { t } = useTranslation()
  if (!notice) return null
  return (
    <div className="px-4 sm:px-6">
      <p
        role="note"
        className="mx-auto mt-6 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:mx-auto dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        {notice.translation ? (
          <>
            {t('public:translations.inSpanish')}{' '}
            <a href={notice.translation} className="font-semibold underline">
              {t('public:translations.readVersion')}
            </a>
          </>
        ) : (
          t('public:translations.notTranslated')
        )}
      </p>
    </div>
  )
}
