import { useTranslation } from '#app/i18n/react.tsx'
import { FOOT_LABEL, playerPhotoUrl, POSITION_LABEL, type PlayerRecord } from './player-labels.ts'

/** The child's record as the page shows it: birth year, positions, foot, photo and teams. */
export function PlayerFacts({ player }: { player: PlayerRecord }) {
  const { t } = useTranslation()
  const row =
    'grid grid-cols-[minmax(8rem,auto)_1fr] gap-3 border-t border-slate-200 py-2 dark:border-slate-800'
  return (
    <section aria-labelledby="datos" className="flex flex-wrap items-start gap-6">
      {player.hasPhoto ? (
        <img
          src={playerPhotoUrl(player.id)}
          alt={t('playerProfile:photo.alt', { name: player.name })}
          className="size-32 rounded-xl object-cover"
        />
      ) : null}
      <div className="min-w-64 flex-1 space-y-2">
        <h2 id="datos" className="text-xl font-bold">
          {t('playerProfile:facts.title')}
        </h2>
        <dl>
          <div className={row}>
            <dt className="font-semibold">{t('playerProfile:facts.birthYear')}</dt>
            <dd>{player.birthYear}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">{t('playerProfile:facts.positions')}</dt>
            <dd>
              {player.positions.length
                ? player.positions.map((position) => t(POSITION_LABEL[position])).join(', ')
                : t('playerProfile:facts.notStated')}
            </dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">{t('playerProfile:facts.foot')}</dt>
            <dd>{player.foot ? t(FOOT_LABEL[player.foot]) : t('playerProfile:facts.notStated')}</dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">{t('playerProfile:facts.photo')}</dt>
            <dd>
              {player.hasPhoto
                ? t('playerProfile:facts.photoShown')
                : player.photoConsent
                  ? t('playerProfile:facts.photoNone')
                  : t('playerProfile:facts.photoNoConsent')}
            </dd>
          </div>
          <div className={row}>
            <dt className="font-semibold">{t('playerProfile:facts.teams')}</dt>
            <dd>{player.teams.length ? player.teams.join(', ') : t('playerProfile:facts.noTeams')}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
