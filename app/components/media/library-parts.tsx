import { useTranslation } from '#app/i18n/react.tsx'

/** The library's search box and button, inside a GET form (the page's or a fetcher's). */
export function SearchFields({ defaultValue }: { defaultValue?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <input
        type="search"
        name="q"
        defaultValue={defaultValue}
        aria-label={t('media:library.search')}
        placeholder={t('media:library.search')}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
      />
      <button
        type="submit"
        className="rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white"
      >
        {t('media:library.searchButton')}
      </button>
    </>
  )
}

/** A stored picture at its recorded size (so the page reserves its space), cropped to a card. */
export function MediaThumb({
  media,
  className,
}: {
  media: { url: string; alt: string; width: number | null; height: number | null }
  className: string
}) {
  return (
    <img
      src={media.url}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading="lazy"
      className={className}
    />
  )
}
