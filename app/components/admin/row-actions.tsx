import { Form } from 'react-router'
import { secondaryButtonClass } from './styles.ts'

/**
 * One small form per action on a row of a list (move up, move down, remove…): each posts its
 * `intent` and the row's id under `idName`. Labels are the caller's, already translated.
 */
export function RowActions({
  idName,
  id,
  actions,
}: {
  idName: string
  id: string | number
  actions: Array<{ intent: string; label: string }>
}) {
  return (
    <>
      {actions.map(({ intent, label }) => (
        <Form method="post" key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name={idName} value={id} />
          <button type="submit" className={`${secondaryButtonClass} px-2 py-1`}>
            {label}
          </button>
        </Form>
      ))}
    </>
  )
}
