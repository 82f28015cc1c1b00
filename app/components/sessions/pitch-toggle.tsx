import { Form } from 'react-router'
import { secondaryButtonClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { usePitchSync } from '#app/pwa/use-pitch-sync.ts'

/**
 * "For the pitch" on the session editor (docs/decisions/050-at-the-pitch.md): the mark is saved on
 * the server; the page then stores (or removes) the session's timer on this device.
 */
export function PitchToggle({ session }: { session: { id: number; forPitch: boolean } }) {
  const { t } = useTranslation()
  usePitchSync([session])
  return (
    <section
      aria-labelledby="session-pitch"
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="session-pitch" className="font-semibold">
        {t('sessions:pitch.title')}
      </h2>
      <p className="text-sm">{session.forPitch ? t('sessions:pitch.kept') : t('sessions:pitch.hint')}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={session.forPitch ? 'notForPitch' : 'forPitch'} />
        <button type="submit" className={secondaryButtonClass}>
          {session.forPitch ? t('sessions:pitch.unmark') : t('sessions:pitch.mark')}
        </button>
      </Form>
    </section>
  )
}
