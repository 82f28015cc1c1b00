import type { PlayerPosition, PREFERRED_FEET } from '#app/schemas/player-profile.ts'

/** Static keys (the i18n check reads them): a position's and a foot's name in the reader's language. */
export const POSITION_LABEL: Record<PlayerPosition, string> = {
  goalkeeper: 'playerProfile:positions.goalkeeper',
  rightBack: 'playerProfile:positions.rightBack',
  centreBack: 'playerProfile:positions.centreBack',
  leftBack: 'playerProfile:positions.leftBack',
  rightWingBack: 'playerProfile:positions.rightWingBack',
  leftWingBack: 'playerProfile:positions.leftWingBack',
  defensiveMidfielder: 'playerProfile:positions.defensiveMidfielder',
  centralMidfielder: 'playerProfile:positions.centralMidfielder',
  attackingMidfielder: 'playerProfile:positions.attackingMidfielder',
  rightMidfielder: 'playerProfile:positions.rightMidfielder',
  leftMidfielder: 'playerProfile:positions.leftMidfielder',
  rightWinger: 'playerProfile:positions.rightWinger',
  leftWinger: 'playerProfile:positions.leftWinger',
  striker: 'playerProfile:positions.striker',
}

export const FOOT_LABEL: Record<(typeof PREFERRED_FEET)[number], string> = {
  left: 'playerProfile:foot.left',
  right: 'playerProfile:foot.right',
  both: 'playerProfile:foot.both',
}

/** What the player's page shows of the record (the loader's `player`). */
export interface PlayerRecord {
  id: number
  name: string
  birthYear: number
  positions: PlayerPosition[]
  foot: (typeof PREFERRED_FEET)[number] | null
  photoConsent: boolean
  hasPhoto: boolean
  teams: string[]
}

export const playerPhotoUrl = (playerId: number) => `/account/players/${playerId}/photo`
