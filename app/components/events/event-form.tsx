import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '#app/i18n/react.tsx'
import { ChoiceSelect } from '#app/components/admin/choice-select.tsx'
import {
  BodyField,
  TitleAndSlugFields,
  useEditorForm,
  useTitleAndSlug,
} from '#app/components/admin/content-fields.tsx'
import { AdminField, FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { ItemEditorScreen } from '#app/components/admin/item-editor-screen.tsx'
import { programmeChoices, statusLabel } from '#app/components/admin/labels.ts'
import { controlClass } from '#app/components/admin/styles.ts'
import { MediaPicker } from '#app/components/media/media-picker.tsx'
import {
  EVENT_LIMITS,
  eventKinds,
  eventQuestions,
  EventSchema,
  eventStatuses,
  questionModes,
} from '#app/schemas/event.ts'
import type { Conflict } from '#server/content/admin-save.server.ts'
import type { EventForEdit } from '#server/events/event-store.server.ts'
import type { LanguageVersion } from '#server/content/translations/store.server.ts'
import { TranslationsPanel } from '#app/components/admin/translations-panel.tsx'
import { EventDaysField } from './event-days-field.tsx'
import { eventKindLabel, questionLabel, questionModeLabel } from './event-labels.ts'

export interface EventFormProps {
  event: EventForEdit | null
  /** Its translations' state per language (docs/decisions/048); null while creating. */
  translations: LanguageVersion[] | null
  saved: boolean
  actionData: { result?: SubmissionResult<string[]>; conflict: Conflict | null } | undefined
}

const emptyDay = { date: '', start: '', end: '' }

/** The event editor: what, when (site's time zone), where, for whom, places, price, questions. */
export function EventForm({ event, translations, saved, actionData }: EventFormProps) {
  const { t } = useTranslation()
  const titleAndSlug = useTitleAndSlug(event && { title: event.title, slug: event.slug })
  const days = event?.days ?? []
  const [form, fields] = useEditorForm('event-form', EventSchema, actionData?.result, {
    kind: event?.kind ?? 'camp',
    days: [...days, ...Array.from({ length: Math.max(3 - days.length, 2) }, () => emptyDay)],
    place: event?.place ?? '',
    address: event?.address ?? '',
    programme: event?.programme ?? '',
    ageMin: String(event?.ageMin ?? 8),
    ageMax: String(event?.ageMax ?? 14),
    capacity: String(event?.capacity ?? 20),
    price: event?.priceCents ? (event.priceCents / 100).toFixed(2) : '',
    opensDate: event?.opensDate ?? '',
    opensTime: event?.opensTime ?? '',
    closesDate: event?.closesDate ?? '',
    closesTime: event?.closesTime ?? '',
    questions: Object.fromEntries(eventQuestions.map((q) => [q, event?.questions[q] ?? 'off'])),
    status: event?.status ?? 'draft',
  })
  const questions = fields.questions.getFieldset()
  const text = (name: 'place' | 'address', max: number) => (
    <AdminField field={fields[name]} label={t(`events:fields.${name}`)}>
      <input
        {...getInputProps(fields[name], { type: 'text' })}
        maxLength={max}
        lang="es"
        dir="auto"
        className={controlClass}
      />
    </AdminField>
  )
  const number = (name: 'ageMin' | 'ageMax' | 'capacity', min: number, max: number) => (
    <AdminField field={fields[name]} label={t(`events:fields.${name}`)}>
      <input
        {...getInputProps(fields[name], { type: 'number' })}
        min={min}
        max={max}
        className={controlClass}
      />
    </AdminField>
  )
  const moment = (date: 'opensDate' | 'closesDate', time: 'opensTime' | 'closesTime') => (
    <div className="grid grid-cols-2 gap-2">
      <AdminField field={fields[date]} label={t(`events:fields.${date}`)}>
        <input {...getInputProps(fields[date], { type: 'date' })} className={controlClass} />
      </AdminField>
      <AdminField field={fields[time]} label={t(`events:fields.${time}`)}>
        <input {...getInputProps(fields[time], { type: 'time' })} className={controlClass} />
      </AdminField>
    </div>
  )
  return (
    <ItemEditorScreen
      form={form}
      back={{ to: '/admin/events', label: t('events:form.back') }}
      title={event ? t('events:form.editTitle') : t('events:form.createTitle')}
      savedText={t('events:form.saved')}
      saved={saved}
      editPath={event ? `/admin/events/edit/${event.id}` : undefined}
      version={event?.version}
      conflict={actionData?.conflict}
    >
      {(markDirty) => (
        <>
          <div className="min-w-0 space-y-5">
            <TitleAndSlugFields
              titleField={fields.title}
              slugField={fields.slug}
              titleLabel={t('admin:fields.title')}
              state={titleAndSlug}
            />
            <BodyField
              field={fields.description}
              defaultValue={event?.description ?? null}
              onChange={markDirty}
            />
            <EventDaysField field={fields.days} />
            {text('place', EVENT_LIMITS.place)}
            {text('address', EVENT_LIMITS.address)}
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                {t('events:fields.questions')}
              </legend>
              <p className="text-xs text-slate-500 dark:text-slate-400">{t('events:form.questionsHint')}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                {eventQuestions.map((question) => (
                  <AdminField key={question} field={questions[question]} label={t(questionLabel[question])}>
                    <ChoiceSelect
                      field={questions[question]}
                      choices={questionModes.map((value) => ({ value, label: t(questionModeLabel[value]) }))}
                    />
                  </AdminField>
                ))}
              </div>
            </fieldset>
          </div>
          <aside className="space-y-5">
            <AdminField field={fields.status} label={t('admin:fields.status')}>
              <ChoiceSelect
                field={fields.status}
                choices={eventStatuses.map((value) => ({ value, label: t(statusLabel[value]) }))}
              />
            </AdminField>
            <AdminField field={fields.kind} label={t('events:fields.kind')}>
              <ChoiceSelect
                field={fields.kind}
                choices={eventKinds.map((value) => ({ value, label: t(eventKindLabel[value]) }))}
              />
            </AdminField>
            <AdminField field={fields.programme} label={t('admin:fields.programme')}>
              <ChoiceSelect
                field={fields.programme}
                choices={programmeChoices(t)}
                empty={t('events:form.allProgrammes')}
              />
            </AdminField>
            <div className="grid grid-cols-2 gap-3">
              {number('ageMin', 3, 99)}
              {number('ageMax', 3, 99)}
            </div>
            {number('capacity', 1, EVENT_LIMITS.capacity)}
            <AdminField
              field={fields.price}
              label={t('events:fields.price')}
              hint={t('events:form.priceHint')}
            >
              <input
                {...getInputProps(fields.price, { type: 'text' })}
                inputMode="decimal"
                className={controlClass}
              />
            </AdminField>
            {moment('opensDate', 'opensTime')}
            {moment('closesDate', 'closesTime')}
            <MediaPicker
              name={fields.coverMediaId.name}
              altName={fields.coverAlt.name}
              defaultValue={event?.cover ? { ...event.cover, alt: event.coverAlt || event.cover.alt } : null}
              label={t('events:fields.cover')}
            />
            <FieldErrorList id={fields.coverMediaId.errorId} errors={fields.coverMediaId.errors} />
            {event && translations ? (
              <TranslationsPanel
                versions={translations}
                basePath={`/admin/events/edit/${event.id}/translations`}
              />
            ) : null}
          </aside>
        </>
      )}
    </ItemEditorScreen>
  )
}
