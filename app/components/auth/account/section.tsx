import type { SubmissionResult } from '@conform-to/react'
import { FormAlert } from '../fields.tsx'

/** What the settings action answers: which form it was, Conform's result, an optional notice key. */
export interface SettingsReply {
  intent: 'profile' | 'email' | 'password' | 'revoke' | 'delete' | 'redeem' | 'newsletter'
  result: SubmissionResult<string[]>
  notice: string | null
}

/** The reply if it belongs to this form, so each form shows only its own errors. */
export const replyFor = (reply: SettingsReply | undefined, intent: SettingsReply['intent']) =>
  reply?.intent === intent ? reply : undefined

export function Section({
  id,
  title,
  description,
  tone = 'normal',
  children,
}: {
  id: string
  title: string
  description?: string
  tone?: 'normal' | 'danger'
  children: React.ReactNode
}) {
  const border =
    tone === 'danger' ? 'border-red-200 dark:border-red-900' : 'border-slate-200 dark:border-slate-800'
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border bg-white p-5 shadow-xs sm:p-6 dark:bg-slate-900 ${border}`}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : (
        <div className="mb-4" />
      )}
      {children}
    </section>
  )
}

export function Notice({ reply }: { reply: SettingsReply | undefined }) {
  return reply?.notice ? (
    <div className="mb-4">
      <FormAlert tone="success" errors={[reply.notice]} />
    </div>
  ) : null
}

export const secondaryButton =
  'inline-flex items-center justify-center rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-ring disabled:opacity-60'
