import type { Editor } from '@tiptap/react'
import { useId, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { useFetcher } from 'react-router'
import { DialogUrlField, dialogInputClass, EditorDialog, secondaryButtonClass } from './editor-dialog.tsx'
import type { loader as conceptSearch } from '#app/routes/resources/admin-concept-search.ts'
import { isSafeHref } from '#app/schemas/rich-text-rules.ts'

/** "example.com/x" is taken as https://example.com/x; everything else is used as typed. */
export function normaliseHref(input: string): string {
  const value = input.trim()
  return /^[\w-]+(\.[\w-]+)+(\/|$)/.test(value) ? `https://${value}` : value
}

/** The link of the selection: a web address, or a concept found by its term. */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation('editor')
  const current = editor.getAttributes('link').href
  const [href, setHref] = useState(typeof current === 'string' ? current : '')
  const [invalid, setInvalid] = useState(false)
  const search = useFetcher<typeof conceptSearch>()
  const searchId = useId()

  const apply = (target = href) => {
    const value = normaliseHref(target)
    if (!value) editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else if (!isSafeHref(value)) return setInvalid(true)
    else editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run()
    onClose()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }
  const concepts = search.data?.concepts ?? []

  return (
    <EditorDialog
      editor={editor}
      onClose={onClose}
      title={t('toolbar.link')}
      onApply={() => apply()}
      extraAction={
        current ? (
          <button type="button" onClick={remove} className={`${secondaryButtonClass} me-auto`}>
            {t('link.remove')}
          </button>
        ) : null
      }
    >
      <DialogUrlField
        label={t('link.url')}
        value={href}
        onChange={(value) => {
          setHref(value)
          setInvalid(false)
        }}
        placeholder="https://"
        error={invalid ? t('link.invalid') : null}
      />
      <div>
        <label htmlFor={searchId} className="text-sm font-semibold">
          {t('link.search')}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={t('link.searchPlaceholder')}
          onChange={(event) =>
            search.load(`/admin/api/concept-search?${new URLSearchParams({ q: event.target.value })}`)
          }
          className={dialogInputClass}
        />
        {search.data && concepts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('link.noResults')}</p>
        ) : null}
        <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto">
          {concepts.map((concept) => (
            <li key={concept.slug}>
              <button
                type="button"
                onClick={() => apply(concept.href)}
                className="w-full rounded-lg px-3 py-2 text-start hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-emerald-950"
              >
                <span className="block font-medium">{concept.term}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400" dir="ltr">
                  {concept.href}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </EditorDialog>
  )
}
