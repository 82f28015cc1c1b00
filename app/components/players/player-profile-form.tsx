import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FieldErrorList } from '#app/components/admin/editor-parts.tsx'
import { buttonClass } from '#app/components/admin/styles.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PLAYER_POSITIONS, PlayerProfileSchema, PREFERRED_FEET } from '#app/schemas/player-profile.ts'
import { FOOT_LABEL, POSITION_LABEL, type PlayerRecord } from './player-labels.ts'
import { PlayerIdentityFields } from '#app/components/players/player-identity-fields.tsx'

const choice = 'flex min-h-11 items-center gap-2'

/** A guardian corrects the child's record: name, birth year, positions (any of 14), preferred foot. */
export function PlayerProfileForm({
  player,
  result,
}: {
  player: PlayerRecord
  result: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'player-profile',
    lastResult: result,
    defaultValue: {
      name: player.name,
      birthYear: String(player.birthYear),
      positions: player.positions,
      foot: player.foot ?? '',
    },
    constraint: getZodConstraint(PlayerProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PlayerProfileSchema }),
    shouldValidate: 'onBlur',
  })
  const chosen = new Set(player.positions)
  return (
    <section aria-labelledby="corregir" className="max-w-2xl space-y-3">
      <h2 id="corregir" className="text-xl font-bold">
        {t('playerProfile:correct.title')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={player.id} />
        <PlayerIdentityFields name={fields.name} birthYear={fields.birthYear} />
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('playerProfile:correct.positions')}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {PLAYER_POSITIONS.map((position) => (
              <label key={position} className={choice}>
                <input
                  type="checkbox"
                  name={fields.positions.name}
                  value={position}
                  defaultChecked={chosen.has(position)}
                  className="size-5"
                />
                {t(POSITION_LABEL[position])}
              </label>
            ))}
          </div>
          <FieldErrorList id={fields.positions.errorId} errors={fields.positions.errors} />
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold">{t('playerProfile:correct.foot')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {PREFERRED_FEET.map((foot) => (
              <label key={foot} className={choice}>
                <input
                  type="radio"
                  name={fields.foot.name}
                  value={foot}
                  defaultChecked={player.foot === foot}
                  className="size-5"
                />
                {t(FOOT_LABEL[foot])}
              </label>
            ))}
            <label className={choice}>
              <input
                type="radio"
                name={fields.foot.name}
                value=""
                defaultChecked={player.foot === null}
                className="size-5"
              />
              {t('playerProfile:facts.notStated')}
            </label>
          </div>
          <FieldErrorList id={fields.foot.errorId} errors={fields.foot.errors} />
        </fieldset>
        <FieldErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className={buttonClass}>
          {t('playerProfile:correct.save')}
        </button>
      </Form>
    </section>
  )
}
