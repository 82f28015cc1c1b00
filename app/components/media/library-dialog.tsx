import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useFetcher } from 'react-router'
import { CloseIcon } from '#app/display/icons.tsx'
import { useDisplay } from '#app/display/display-context.tsx'
import { MediaThumb, SearchFields } from './library-parts.tsx'
import { STORAGE_OBJECTS_PATH, type UploadedMedia } from './upload.ts'

/** "Choose from the library": a searchable grid of stored pictures; picking one closes it. */
export function LibraryDialog({ onPick }: { onPick: (media: UploadedMedia) => void }) {
  const { t } = useTranslation()
  const { dir } = useDisplay()
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<{ items: UploadedMedia[] }>()
  const items = fetcher.data?.items ?? []
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) void fetcher.load(STORAGE_OBJECTS_PATH)
      }}
    >
      <Dialog.Trigger className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
        {t('media:picker.choose')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          dir={dir}
          className="fixed inset-x-4 top-[10vh] z-50 mx-auto flex max-h-[80vh] max-w-3xl flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{t('media:picker.title')}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
                {t('media:picker.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('media:picker.close')}
              className="rounded-full p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <fetcher.Form method="get" action={STORAGE_OBJECTS_PATH} role="search" className="flex gap-2">
            <SearchFields />
          </fetcher.Form>
          {fetcher.state === 'idle' && items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('media:library.empty')}</p>
          ) : null}
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map((media) => (
              <li key={media.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(media)
                    setOpen(false)
                  }}
                  className="block w-full overflow-hidden rounded-lg border border-slate-200 text-start hover:border-emerald-600 dark:border-slate-700"
                >
                  <MediaThumb media={media} className="aspect-video w-full object-cover" />
                  <span className="block truncate px-2 py-1 text-xs">{media.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
