import { useTranslation } from '#app/i18n/react.tsx'
import { ProgrammeBadge } from '#app/components/public/cards.tsx'
import type { ProgrammeKey } from '#app/components/public/labels.ts'
import { MembersBadge } from '#app/components/memberships/members-badge.tsx'
import { levelLabel } from './labels.ts'

/** A course's programme, level and "Socios" when it is for members, as the catalogue and the course page show them. */
export function CourseBadges({
  programme,
  level,
  members = false,
}: {
  programme: ProgrammeKey | null
  level: keyof typeof levelLabel
  members?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap gap-2 text-xs">
      <ProgrammeBadge programme={programme} />
      <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold dark:bg-slate-800">
        {t(levelLabel[level])}
      </span>
      <MembersBadge access={members ? 'members' : undefined} />
    </div>
  )
}
