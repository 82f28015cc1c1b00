import type { Submission } from '@conform-to/react'
import { useCallback, useRef, useState } from 'react'

type Validate<Shape> = (formData: FormData) => Submission<Shape>
type Mode = 'onSubmit' | 'onBlur' | 'onInput'

/**
 * Client-side validation whose code (the form's Zod schema with Conform's adapter, about 35 KB)
 * is fetched when the visitor first focuses the form, not with the page (docs/PERFORMANCE.md).
 * Until it arrives Conform has no `onValidate` and validates on submit only (on blur it would ask
 * the server), so a form sent that early is checked by the server alone, with the same schema, as
 * every form always is; then fields are checked on blur and again as they are corrected (or as the
 * form asks). Field
 * constraints (required, lengths) come from the loader, so the first render matches the server's.
 * Spread `options` into `useForm`; `prepare` goes on the form's `onFocus`.
 */
export function useLazyValidation<Shape>(
  load: () => Promise<Validate<Shape>>,
  {
    shouldValidate = 'onBlur',
    shouldRevalidate = 'onInput',
  }: Partial<Record<'shouldValidate' | 'shouldRevalidate', Mode>> = {},
) {
  const [validate, setValidate] = useState<Validate<Shape>>()
  const started = useRef(false)
  const prepare = useCallback(() => {
    if (started.current) return
    started.current = true
    load().then(
      (loaded) => setValidate(() => loaded),
      () => {
        started.current = false // offline for a moment: the next focus tries again
      },
    )
  }, [load])
  const options = validate
    ? {
        onValidate: ({ formData }: { formData: FormData }) => validate(formData),
        shouldValidate,
        shouldRevalidate,
      }
    : { onValidate: undefined, shouldValidate: 'onSubmit' as const, shouldRevalidate: 'onSubmit' as const }
  return { options, prepare }
}
