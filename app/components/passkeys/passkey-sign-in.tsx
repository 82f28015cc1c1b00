import { useCallback, useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { PASSKEY_ENDPOINT, problemOf, requestOptions, wasAborted } from './ceremony.ts'
import { PasskeyAlert } from './passkey-alert.tsx'

const loadBrowser = () => import('@simplewebauthn/browser')

/**
 * "Sign in with a passkey" under the password form, and the e-mail field's autofill (conditional
 * mediation) where the browser offers it: choosing a passkey there signs in at once. Success
 * redirects like password sign-in (redirectTo or the role's home).
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('passkeys')
  const fetcher = useFetcher<{ error?: string }>()
  const [problem, setProblem] = useState<string | null>(null)
  const { submit } = fetcher // stable across renders

  const signIn = useCallback(
    async (autofill: boolean) => {
      setProblem(null)
      const browser = await loadBrowser()
      if (!browser.browserSupportsWebAuthn()) return setProblem('passkeys:errors.unsupported')
      try {
        const optionsJSON = await requestOptions('signInOptions')
        const answer = await browser.startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
        await submit(
          { intent: 'signIn', response: JSON.stringify(answer), redirectTo },
          { method: 'post', action: PASSKEY_ENDPOINT },
        )
      } catch (error) {
        // The autofill request waits silently; it ends (aborted) when the button starts another.
        if (!autofill && !wasAborted(error)) setProblem(problemOf(error))
      }
    },
    [redirectTo, submit],
  )

  useEffect(() => {
    // Browsers refuse passkeys on an IP address: no ceremony (and no failed request) to start there.
    if (/^[\d.]+$|^\[|:/.test(window.location.hostname)) return
    void loadBrowser().then(async (browser) => {
      if (await browser.browserSupportsWebAuthnAutofill()) await signIn(true)
    })
  }, [signIn])

  const shown = problem ?? fetcher.data?.error ?? null
  return (
    <div className="mt-4 space-y-3">
      <p className="flex items-center gap-3 text-xs text-slate-500 uppercase before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200 dark:text-slate-400 dark:before:bg-slate-800 dark:after:bg-slate-800">
        {t('passkeys:signIn.or')}
      </p>
      <PasskeyAlert message={shown} />
      <button
        type="button"
        onClick={() => void signIn(false)}
        disabled={fetcher.state !== 'idle'}
        className="inline-flex w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50 focus-ring disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {t('passkeys:signIn.button')}
      </button>
    </div>
  )
}
