import { getFormProps, type FormMetadata } from '@conform-to/react'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import type { Conflict } from '#server/content/admin-save.server.ts'
import { EditorHeader } from './content-fields.tsx'
import { ConflictNotice, FieldErrorList, UnsavedChangesGuard } from './editor-parts.tsx'

/**
 * The frame of an editor that saves one item with a button (concepts, drills): header with the save
 * button, the conflict notice or the form's errors, the two-column form and the guard against
 * leaving with unsaved changes. `children` draws the columns and gets the function that marks the
 * form changed (for fields that change without an input event, like the rich-text body).
 */
export function ItemEditorScreen<Shape extends Record<string, unknown>>({
  form,
  back,
  title,
  savedText,
  saved,
  editPath,
  version,
  conflict,
  children,
}: {
  form: FormMetadata<Shape, string[]>
  back: { to: string; label: string }
  title: string
  savedText: string
  saved: boolean
  /** The item's edit page (to reload after a conflict); undefined for a new item. */
  editPath: string | undefined
  version: number | undefined
  conflict: Conflict | null | undefined
  children: (markDirty: () => void) => ReactNode
}) {
  const navigation = useNavigation()
  const submitting = useRef(false)
  const [dirty, setDirty] = useState(false)
  const markDirty = useCallback(() => setDirty(true), [])
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-6 py-8">
      <EditorHeader
        back={back}
        title={title}
        status={
          <p role="status" className="min-h-5 text-sm text-slate-600 dark:text-slate-400">
            {saved && !dirty ? savedText : ''}
          </p>
        }
        formId={form.id}
        busy={navigation.state !== 'idle'}
      />
      {conflict ? (
        <ConflictNotice conflict={conflict} reloadTo={editPath ?? back.to} />
      ) : (
        <FieldErrorList id={form.errorId} errors={form.errors} />
      )}
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event)
          submitting.current = !event.defaultPrevented
        }}
        onChange={markDirty}
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <input type="hidden" name="version" value={version ?? ''} />
        {children(markDirty)}
      </Form>
      <UnsavedChangesGuard dirty={dirty} allow={() => submitting.current} />
    </main>
  )
}
