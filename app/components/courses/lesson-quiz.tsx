import { Form, useNavigation } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Grade } from '#server/courses/quiz.server.ts'
import type { LearnerQuiz } from '#server/courses/learning.server.ts'
import { OrderingQuestion } from './ordering-question.tsx'

export type QuizReply =
  | { kind: 'graded'; grade: Grade; left: number | null }
  | { kind: 'incomplete' | 'noAttemptsLeft' | 'alreadyPassed' }

/** Static keys (the i18n check reads them). */
const REFUSALS = {
  incomplete: 'courses:quiz.incomplete',
  noAttemptsLeft: 'courses:quiz.noAttemptsLeft',
  alreadyPassed: 'courses:quiz.alreadyPassed',
} as const

/**
 * The quiz at the end of a lesson: a plain form (it works without script), graded on the server;
 * after an attempt, the score and the feedback of each chosen answer.
 */
export function LessonQuiz({ quiz, reply }: { quiz: LearnerQuiz; reply: QuizReply | undefined }) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const { standing } = quiz
  const graded = reply?.kind === 'graded' ? reply : null
  const passed = standing.passed || Boolean(graded?.grade.passed)
  const left = graded ? graded.left : standing.left
  return (
    <section
      aria-labelledby="quiz-title"
      className="space-y-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <div>
        <h2 id="quiz-title" className="text-xl font-semibold">
          {t('courses:quiz.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('courses:quiz.passMark', { mark: quiz.passMark })}{' '}
          {left === null ? t('courses:quiz.unlimited') : t('courses:quiz.attemptsLeft', { left })}
          {quiz.required ? ` ${t('courses:quiz.required')}` : ''}
        </p>
      </div>
      {graded ? <QuizResult grade={graded.grade} /> : null}
      {reply && reply.kind !== 'graded' ? (
        <p
          role="alert"
          className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {t(REFUSALS[reply.kind])}
        </p>
      ) : null}
      {passed ? (
        <p
          role={graded ? undefined : 'status'}
          className="font-semibold text-emerald-700 dark:text-emerald-400"
        >
          {t('courses:quiz.passed', { score: Math.max(standing.best, graded?.grade.score ?? 0) })}
        </p>
      ) : left === 0 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('courses:quiz.noAttemptsLeft')}
        </p>
      ) : (
        <Form method="post" className="space-y-5">
          <input type="hidden" name="intent" value="quiz" />
          {quiz.questions.map((question, index) => (
            <fieldset key={question.id} className="space-y-2">
              <legend className="font-medium">
                {index + 1}. <span lang="es">{question.prompt}</span>
                {question.kind === 'multiple' ? (
                  <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
                    {t('courses:quiz.several')}
                  </span>
                ) : null}
              </legend>
              {question.kind === 'ordering' ? (
                // A new draw (after a failed attempt) starts from its own shuffle.
                <OrderingQuestion
                  key={question.choices.map((choice) => choice.id).join()}
                  name={`q:${question.id}`}
                  items={question.choices}
                />
              ) : (
                question.choices.map((choice) => (
                  <label key={choice.id} className="flex items-start gap-2 text-sm">
                    <input
                      type={question.kind === 'multiple' ? 'checkbox' : 'radio'}
                      name={`q:${question.id}`}
                      value={choice.id}
                      className="mt-1 accent-emerald-700"
                    />
                    <span lang="es">{choice.text}</span>
                  </label>
                ))
              )}
            </fieldset>
          ))}
          <button
            type="submit"
            disabled={navigation.state !== 'idle'}
            className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60 dark:bg-emerald-500 dark:text-slate-950"
          >
            {t('courses:quiz.submit')}
          </button>
        </Form>
      )}
    </section>
  )
}

function QuizResult({ grade }: { grade: Grade }) {
  const { t } = useTranslation()
  return (
    <div role="status" className="space-y-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-900">
      <p className="font-semibold">
        {t(grade.passed ? 'courses:quiz.resultPassed' : 'courses:quiz.resultFailed', { score: grade.score })}
      </p>
      <ol className="list-decimal space-y-2 ps-5 text-sm">
        {grade.questions.map((question) => (
          <li key={question.questionId}>
            <span
              className={
                question.correct ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'
              }
            >
              {t(question.correct ? 'courses:quiz.right' : 'courses:quiz.wrong')}
            </span>
            <ul className="mt-1 space-y-1">
              {question.chosen.map((choice) => (
                <li key={choice.choiceId}>
                  <span lang="es">{choice.text}</span>
                  {choice.feedback ? (
                    <span lang="es" className="block text-slate-700 dark:text-slate-300">
                      {choice.feedback}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  )
}
