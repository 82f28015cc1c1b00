import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { Field, FieldErrors, inputClass } from '#app/components/public/form-field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import type { RegistrationFields } from '#app/schemas/event.ts'
import { playerPositions, shirtSizes, type EventQuestions } from '#app/schemas/event-values.ts'
import { positionLabel, questionLabel } from './event-labels.ts'

export interface RegistrationFormProps {
  questions: EventQuestions
  players: Array<{ id: number; name: string; birthYear: number }>
  selfName: string
  waiting: boolean
  result: SubmissionResult<string[]> | undefined
}

/**
 * Who takes part (themself, one of their players, a new player with consent) and the event's
 * questions. Checked on the server only (the same schema, RegistrationSchema): which answers are
 * required depends on the event, and the page works the same without JavaScript.
 */
export function RegistrationForm({ questions, players, selfName, waiting, result }: RegistrationFormProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm<RegistrationFields>({
    id: 'event-registration',
    lastResult: navigation.state === 'idle' ? result : undefined,
    defaultValue: { who: players[0] ? String(players[0].id) : 'new' },
    shouldValidate: 'onSubmit',
  })
  const hint = (name: keyof EventQuestions) =>
    questions[name] === 'required' ? t('events:register.required') : t('events:register.optional')
  const choices = [
    ...players.map((player) => ({
      value: String(player.id),
      label: t('events:register.player', { name: player.name, year: player.birthYear }),
    })),
    { value: 'new', label: t('events:register.newPlayer') },
    { value: 'self', label: t('events:register.self', { name: selfName }) },
  ]
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FieldErrors id={form.errorId} errors={form.errors} render={t} />
      <fieldset className="space-y-2">
        <legend className="text-lg font-bold">{t('events:register.who')}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={fields.who.name}
              value={choice.value}
              defaultChecked={fields.who.initialValue === choice.value}
              className="size-5"
            />
            <span>{choice.label}</span>
          </label>
        ))}
        <FieldErrors id={fields.who.errorId} errors={fields.who.errors} render={t} />
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 font-semibold">{t('events:register.newPlayerDetails')}</legend>
        <Field field={fields.playerName} label={t('events:register.playerName')}>
          <input
            {...getInputProps(fields.playerName, { type: 'text' })}
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field field={fields.playerBirthYear} label={t('events:register.playerBirthYear')}>
          <input
            {...getInputProps(fields.playerBirthYear, { type: 'number' })}
            min={1900}
            max={2100}
            className={inputClass}
          />
        </Field>
        <div>
          <label className="flex items-start gap-3">
            <input {...getInputProps(fields.consent, { type: 'checkbox' })} className="mt-1 size-5" />
            <span className="text-sm">{t('events:consent.text')}</span>
          </label>
          <FieldErrors id={fields.consent.errorId} errors={fields.consent.errors} render={t} />
        </div>
      </fieldset>
      {questions.birthYear ? (
        <Field field={fields.birthYear} label={t(questionLabel.birthYear)} hint={hint('birthYear')}>
          <input
            {...getInputProps(fields.birthYear, { type: 'number' })}
            min={1900}
            max={2100}
            className={inputClass}
          />
        </Field>
      ) : null}
      {questions.position ? (
        <Field field={fields.position} label={t(questionLabel.position)} hint={hint('position')}>
          <select {...getSelectProps(fields.position)} className={inputClass}>
            <option value="">{t('events:register.choose')}</option>
            {playerPositions.map((value) => (
              <option key={value} value={value}>
                {t(positionLabel[value])}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {questions.club ? (
        <Field field={fields.club} label={t(questionLabel.club)} hint={hint('club')}>
          <input {...getInputProps(fields.club, { type: 'text' })} className={inputClass} />
        </Field>
      ) : null}
      {questions.shirtSize ? (
        <Field field={fields.shirtSize} label={t(questionLabel.shirtSize)} hint={hint('shirtSize')}>
          <select {...getSelectProps(fields.shirtSize)} className={inputClass}>
            <option value="">{t('events:register.choose')}</option>
            {shirtSizes.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {questions.medicalNotes ? (
        <Field field={fields.medicalNotes} label={t(questionLabel.medicalNotes)} hint={hint('medicalNotes')}>
          <textarea {...getTextareaProps(fields.medicalNotes)} rows={3} className={inputClass} />
        </Field>
      ) : null}
      {questions.guardianPhone ? (
        <Field
          field={fields.guardianPhone}
          label={t(questionLabel.guardianPhone)}
          hint={hint('guardianPhone')}
        >
          <input
            {...getInputProps(fields.guardianPhone, { type: 'tel' })}
            autoComplete="tel"
            className={inputClass}
          />
        </Field>
      ) : null}
      {questions.photoConsent ? (
        <fieldset>
          <legend className="text-sm font-semibold">
            {t(questionLabel.photoConsent)} ({hint('photoConsent')})
          </legend>
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="me-6 inline-flex min-h-11 items-center gap-2">
              <input type="radio" name={fields.photoConsent.name} value={value} className="size-5" />
              {t(`events:register.${value}`)}
            </label>
          ))}
          <FieldErrors id={fields.photoConsent.errorId} errors={fields.photoConsent.errors} render={t} />
        </fieldset>
      ) : null}
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="min-h-12 rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        {waiting ? t('events:page.joinWaitingList') : t('events:register.submit')}
      </button>
    </Form>
  )
}
