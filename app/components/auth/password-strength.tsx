import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'

type Check = (password: string, userInputs: string[]) => number

let loading: Promise<Check> | undefined

/**
 * zxcvbn and its 49 000-word dictionary are loaded on demand, once a new password is being typed:
 * the public pages never download them, the password screens only when they are used.
 */
function loadChecker(): Promise<Check> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const factory = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      })
      return (password, userInputs) => factory.check(password, userInputs).score
    },
  )
  return loading
}

const LABELS = [
  'auth:strength.0',
  'auth:strength.1',
  'auth:strength.2',
  'auth:strength.3',
  'auth:strength.4',
] as const
const COLORS = ['bg-red-600', 'bg-orange-500', 'bg-amber-400', 'bg-lime-500', 'bg-emerald-600']

/** A live strength meter for a new password (a hint: the server's policy decides). */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const { t } = useTranslation('auth')
  const [check, setCheck] = useState<Check | null>(null)
  const typing = password !== ''
  useEffect(() => {
    if (!typing || check) return
    let live = true
    void loadChecker().then((fn) => live && setCheck(() => fn))
    return () => {
      live = false
    }
  }, [typing, check])
  if (!password) return null
  const score = check ? Math.max(0, Math.min(4, check(password, userInputs))) : null
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded-full ${score !== null && i <= score ? COLORS[score] : 'bg-slate-200 dark:bg-slate-700'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        {score === null
          ? t('auth:strength.checking')
          : t('auth:strength.label', { level: t(LABELS[score] ?? LABELS[0]) })}
      </p>
    </div>
  )
}
