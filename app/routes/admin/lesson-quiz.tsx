import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/lesson-quiz'
import { FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { RowActions } from '#app/components/admin/row-actions.tsx'
import {
  buttonClass,
  controlClass,
  dangerButtonClass,
  linkClass,
  secondaryButtonClass,
} from '#app/components/admin/styles.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { choicesOf, QUIZ_LIMITS, QuizAdminSchema, questionKinds, type Question } from '#app/schemas/quiz.ts'
import { titleMeta } from '#app/site.ts'
import { recordAudit } from '#server/audit/audit.server.ts'
import { assertSameOrigin } from '#server/auth/csrf.server.ts'
import { requireRole } from '#server/auth/guards.server.ts'
import { lessonOfParams } from '#server/courses/courses-admin.server.ts'
import { changeQuiz, loadQuiz, type QuizChange } from '#server/courses/quiz.server.ts'
import { db } from '#server/db/db.server.ts'
import { getFixedT } from '#server/i18n/i18n.server.ts'

export const handle: I18nHandle = { i18n: ['admin', 'courses'] }

/** True/false questions are stored with these two answers (content is in Spanish). */
const TRUE_FALSE = ['Verdadero', 'Falso']

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'admin')
  const { courseId, lesson } = await lessonOfParams(db, params)
  const quiz = await loadQuiz(db, lesson.id)
  const search = new URL(request.url).searchParams
  const editing = quiz?.questions.find((question) => question.id === search.get('question')) ?? null
  return {
    title: getFixedT(request)('courses:quiz.admin.title', { lesson: lesson.title }),
    courseId,
    lessonId: lesson.id,
    quiz,
    editing,
    done: search.get('done') === '1',
  }
}

function changeOf(value: Record<string, unknown> & { intent: string }): QuizChange {
  switch (value.intent) {
    case 'settings':
      return {
        intent: 'settings',
        passMark: value.passMark as number,
        maxAttempts: (value.maxAttempts as number | undefined) ?? null,
        required: value.required === 'on',
        drawCount: (value.drawCount as number | undefined) ?? null,
      }
    case 'question': {
      const kind = value.kind as Question['kind']
      const rows = choicesOf(value)
      // An ordering question's rows are its items in the right order: no right or wrong item.
      const choices =
        kind === 'truefalse'
          ? TRUE_FALSE.map((text, index) => ({
              text,
              correct: value[`correct${index}`] === 'on',
              feedback: value[`feedback${index}`] as string | undefined,
            }))
          : kind === 'ordering'
            ? rows.map((row) => ({ text: row.text, correct: true }))
            : rows
      return {
        intent: 'question',
        questionId: value.questionId as string | undefined,
        kind,
        prompt: value.prompt as string,
        choices,
      }
    }
    case 'deleteQuiz':
      return { intent: 'deleteQuiz' }
    default:
      return {
        intent: value.intent as 'deleteQuestion' | 'moveUp' | 'moveDown',
        questionId: value.questionId as string,
      }
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, 'admin')
  assertSameOrigin(request)
  const { courseId, lesson } = await lessonOfParams(db, params)
  const formData = await request.formData()
  const intent = String(formData.get('intent'))
  const submission = parseWithZod(formData, { schema: QuizAdminSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), intent }, { status: 400 })
  const outcome = await changeQuiz(
    db,
    lesson.id,
    changeOf(submission.value as Record<string, unknown> & { intent: string }),
  )
  if (outcome.kind === 'notFound') throw data(null, { status: 404 })
  if (outcome.kind === 'invalid')
    return data(
      { result: submission.reply({ formErrors: [...new Set(outcome.errors)] }), intent },
      { status: 400 },
    )
  await recordAudit(db, {
    action: 'course.update',
    user,
    target: { type: 'course', id: courseId },
    detail: { lesson: lesson.id, quiz: String(submission.value.intent) },
    ip: context.clientIp,
  })
  throw redirect(`/admin/courses/${courseId}/lessons/${lesson.id}/quiz?done=1`)
}

export const meta: Route.MetaFunction = ({ data, matches }) => [...titleMeta(data?.title, matches)]

/** Static keys (the i18n check reads them). */
const ROW_ACTION = {
  moveUp: 'courses:quiz.admin.moveUp',
  moveDown: 'courses:quiz.admin.moveDown',
  deleteQuestion: 'courses:quiz.admin.deleteQuestion',
} as const
const KIND_LABEL = {
  single: 'courses:quiz.kinds.single',
  multiple: 'courses:quiz.kinds.multiple',
  truefalse: 'courses:quiz.kinds.truefalse',
  ordering: 'courses:quiz.kinds.ordering',
} as const

export default function LessonQuizEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { courseId, lessonId, quiz, editing } = loaderData
  const navigation = useNavigation()
  const base = `/admin/courses/${courseId}/lessons/${lessonId}/quiz`
  const idle = navigation.state === 'idle'
  // The question form starts again after each save (its key); so does the kind it shows rows for.
  const formKey = `${editing?.id ?? 'new'}-${quiz?.questions.length ?? 0}`
  const [picked, setPicked] = useState<{ key: string; kind: Question['kind'] } | null>(null)
  const kind = picked?.key === formKey ? picked.kind : (editing?.kind ?? 'single')
  const [settings] = useForm({
    id: 'settings-form',
    lastResult: idle && actionData?.intent === 'settings' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuizAdminSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const [form] = useForm({
    id: 'question-form',
    lastResult: idle && actionData?.intent !== 'settings' ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: QuizAdminSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-6 py-8">
      <div>
        <Link to={`/admin/courses/${courseId}/lessons/${lessonId}`} className={`text-sm ${linkClass}`}>
          {t('courses:files.back')}
        </Link>
        <h1 className="text-2xl font-bold">{loaderData.title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('courses:quiz.admin.intro')}</p>
        <p role="status" className="min-h-5 text-sm text-emerald-700 dark:text-emerald-400">
          {loaderData.done && navigation.state === 'idle' && !actionData ? t('courses:admin.saved') : ''}
        </p>
      </div>

      <Form
        method="post"
        {...getFormProps(settings)}
        className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3 dark:border-slate-800"
      >
        <div className="sm:col-span-3">
          <FieldErrorList
            id={settings.errorId}
            errors={[...new Set(Object.values(settings.allErrors).flat())]}
          />
        </div>
        <input type="hidden" name="intent" value="settings" />
        <input type="hidden" name="questionCount" value={quiz?.questions.length ?? 0} />
        <label className="text-sm font-semibold">
          {t('courses:quiz.admin.passMark')}
          <input
            type="number"
            name="passMark"
            min={1}
            max={100}
            required
            defaultValue={quiz?.passMark ?? 70}
            className={`${controlClass} mt-1`}
          />
        </label>
        <NumberSetting
          label={t('courses:quiz.admin.maxAttempts')}
          name="maxAttempts"
          max={QUIZ_LIMITS.attempts}
          defaultValue={quiz ? (quiz.maxAttempts ?? '') : 3}
          hint={t('courses:quiz.admin.attemptsHint')}
        />
        <label className="flex items-center gap-2 self-center text-sm font-semibold">
          <input
            type="checkbox"
            name="required"
            defaultChecked={quiz?.required ?? true}
            className="accent-emerald-700"
          />
          {t('courses:quiz.admin.required')}
        </label>
        <NumberSetting
          label={t('courses:quiz.admin.drawCount')}
          name="drawCount"
          max={quiz?.questions.length || 1}
          defaultValue={quiz?.drawCount ?? ''}
          hint={t('courses:quiz.admin.drawHint', { total: quiz?.questions.length ?? 0 })}
        />
        <button type="submit" className={`${secondaryButtonClass} sm:col-span-3 sm:justify-self-start`}>
          {t('courses:quiz.admin.saveSettings')}
        </button>
      </Form>

      <section aria-labelledby="quiz-questions" className="space-y-3">
        <h2 id="quiz-questions" className="text-lg font-semibold">
          {t('courses:quiz.admin.questions')}
        </h2>
        {quiz?.questions.length ? (
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {quiz.questions.map((question, index) => (
              <li key={question.id} className="space-y-2 p-3 text-sm">
                <p>
                  <span className="font-medium" lang="es">
                    {index + 1}. {question.prompt}
                  </span>{' '}
                  · {t(KIND_LABEL[question.kind])} ·{' '}
                  {question.kind === 'ordering'
                    ? t('courses:quiz.admin.itemCount', { items: question.choices.length })
                    : t('courses:quiz.admin.rightCount', {
                        right: question.choices.filter((choice) => choice.correct).length,
                        total: question.choices.length,
                      })}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`${base}?question=${question.id}#question-form`} className={linkClass}>
                    {t('courses:quiz.admin.edit', { number: index + 1 })}
                  </Link>
                  <RowActions
                    idName="questionId"
                    id={question.id}
                    actions={(['moveUp', 'moveDown', 'deleteQuestion'] as const).map((intent) => ({
                      intent,
                      label: t(ROW_ACTION[intent], { number: index + 1 }),
                    }))}
                  />
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm">{t('courses:quiz.admin.none')}</p>
        )}
      </section>

      <Form
        method="post"
        {...getFormProps(form)}
        // A new question empties the form: after a save the page has one question more, and
        // the form starts again (its inputs are uncontrolled and kept the old prompt and ticks).
        key={formKey}
        className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 className="text-lg font-semibold">
          {editing ? t('courses:quiz.admin.editQuestion') : t('courses:quiz.admin.newQuestion')}
        </h2>
        <FieldErrorList id={form.errorId} errors={[...new Set(Object.values(form.allErrors).flat())]} />
        <input type="hidden" name="intent" value="question" />
        {editing ? <input type="hidden" name="questionId" value={editing.id} /> : null}
        <label className="block text-sm font-semibold">
          {t('courses:quiz.admin.kind')}
          <select
            name="kind"
            defaultValue={editing?.kind ?? 'single'}
            onChange={(event) => setPicked({ key: formKey, kind: event.target.value as Question['kind'] })}
            className={`${controlClass} mt-1`}
          >
            {questionKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABEL[kind])}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold">
          {t('courses:quiz.admin.prompt')}
          <textarea
            name="prompt"
            defaultValue={editing?.prompt ?? ''}
            rows={2}
            maxLength={QUIZ_LIMITS.prompt}
            className={`${controlClass} mt-1`}
          />
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {kind === 'ordering' ? t('courses:quiz.admin.itemsHint') : t('courses:quiz.admin.choicesHint')}
        </p>
        {Array.from({ length: kind === 'ordering' ? QUIZ_LIMITS.items : QUIZ_LIMITS.choices }, (_, index) => {
          const choice = editing?.choices[index]
          if (kind === 'ordering')
            return (
              <input
                key={index}
                name={`choice${index}`}
                defaultValue={choice?.text ?? ''}
                maxLength={QUIZ_LIMITS.choice}
                aria-label={t('courses:quiz.admin.item', { number: index + 1 })}
                placeholder={t('courses:quiz.admin.item', { number: index + 1 })}
                className={`${controlClass} block`}
              />
            )
          return (
            <fieldset key={index} className="grid gap-2 sm:grid-cols-[1fr_auto]">
              <legend className="sr-only">{t('courses:quiz.admin.choice', { number: index + 1 })}</legend>
              <input
                name={`choice${index}`}
                defaultValue={choice?.text ?? ''}
                maxLength={QUIZ_LIMITS.choice}
                aria-label={t('courses:quiz.admin.choice', { number: index + 1 })}
                className={controlClass}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`correct${index}`}
                  defaultChecked={choice?.correct ?? false}
                  className="accent-emerald-700"
                />
                {t('courses:quiz.admin.correct', { number: index + 1 })}
              </label>
              <input
                name={`feedback${index}`}
                defaultValue={choice?.feedback ?? ''}
                maxLength={QUIZ_LIMITS.feedback}
                aria-label={t('courses:quiz.admin.feedback', { number: index + 1 })}
                placeholder={t('courses:quiz.admin.feedback', { number: index + 1 })}
                className={`${controlClass} sm:col-span-2`}
              />
            </fieldset>
          )
        })}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass} disabled={navigation.state !== 'idle'}>
            {t('courses:quiz.admin.saveQuestion')}
          </button>
          {editing ? (
            <Link to={base} className={linkClass}>
              {t('courses:quiz.admin.cancel')}
            </Link>
          ) : null}
        </div>
      </Form>

      {quiz ? (
        <Form method="post">
          <input type="hidden" name="intent" value="deleteQuiz" />
          <button type="submit" className={dangerButtonClass}>
            {t('courses:quiz.admin.deleteQuiz')}
          </button>
        </Form>
      ) : null}
    </main>
  )
}

/** A number of the quiz's settings that may be left empty, with what empty means. */
function NumberSetting({
  label,
  name,
  max,
  defaultValue,
  hint,
}: {
  label: string
  name: string
  max: number
  defaultValue: number | ''
  hint: string
}) {
  const hintId = `quiz-${name}-hint`
  return (
    <label className="text-sm font-semibold">
      {label}
      <input
        type="number"
        name={name}
        min={1}
        max={max}
        defaultValue={defaultValue}
        aria-describedby={hintId}
        className={`${controlClass} mt-1`}
      />
      <span id={hintId} className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-400">
        {hint}
      </span>
    </label>
  )
}

export { RouteError as ErrorBoundary } from '#app/components/route-error.tsx'
