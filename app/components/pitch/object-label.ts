import type { TFunction } from 'i18next'
import type { DiagramObject } from '#app/schemas/diagram.ts'

/** What a screen reader hears for one object of the editor: its kind, team, number and label. */
export function objectLabel(object: DiagramObject, t: TFunction<'pitch'>): string {
  switch (object.type) {
    case 'player': {
      const team = t(`pitch:teams.${object.team}`)
      const base = object.number
        ? t('pitch:editor.object.numberedPlayer', { team, number: object.number })
        : t('pitch:editor.object.player', { team })
      return object.label ? `${base}, ${object.label}` : base
    }
    case 'arrow':
      return object.label
        ? `${t(`pitch:editor.tools.${object.kind}`)}, ${object.label}`
        : t(`pitch:editor.tools.${object.kind}`)
    case 'zone':
      return object.label
        ? `${t('pitch:editor.object.zone')}, ${object.label}`
        : t('pitch:editor.object.zone')
    case 'text':
      return object.text
    default:
      return t(`pitch:editor.object.${object.type}`)
  }
}
