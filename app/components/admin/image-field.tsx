import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { controlClass } from './styles.ts'

export interface ImageChoice {
  id: number
  url: string
  alt: string
  width: number | null
  height: number | null
}

/**
 * An image from the media library with its alt text: the hidden input `name` carries the media
 * id, the text input `altName` the alt text.
 */
export function ImageField({
  name,
  altName,
  defaultValue,
  label,
  choices,
}: {
  name: string
  altName: string
  defaultValue: ImageChoice | null
  label: string
  choices: ImageChoice[]
}) {
  const { t } = useTranslation()
  const selectId = useId()
  const altId = useId()
  const options =
    defaultValue && !choices.some((c) => c.id === defaultValue.id) ? [defaultValue, ...choices] : choices
  const [picked, setPicked] = useState(defaultValue)
  const [alt, setAlt] = useState(defaultValue?.alt ?? '')
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
      <input type="hidden" name={name} value={picked?.id ?? ''} />
      {picked ? (
        <img
          src={picked.url}
          alt={alt}
          width={picked.width ?? undefined}
          height={picked.height ?? undefined}
          className="h-auto max-h-48 w-auto max-w-full rounded-lg border border-slate-200 dark:border-slate-700"
        />
      ) : null}
      <label htmlFor={selectId} className="block text-sm">
        {t('admin:image.pick')}
      </label>
      <select
        id={selectId}
        value={picked?.id ?? ''}
        onChange={(event) => {
          const next = options.find((c) => String(c.id) === event.target.value) ?? null
          setPicked(next)
          setAlt((current) => current || (next?.alt ?? ''))
        }}
        className={controlClass}
      >
        <option value="">{t('admin:image.none')}</option>
        {options.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.url.replace('/media/', '')}
          </option>
        ))}
      </select>
      <label htmlFor={altId} className="block text-sm">
        {t('admin:image.alt')}
      </label>
      <input
        id={altId}
        name={altName}
        value={alt}
        maxLength={250}
        onChange={(event) => setAlt(event.target.value)}
        className={controlClass}
      />
    </fieldset>
  )
}
