import type { TFunction } from 'i18next'
import type { Programme } from '../db/schema.server.ts'

/**
 * The three programme pages' own texts, as keys of the `programmes` namespace (rendered on the
 * server, like `email`): written in Spanish by the coach and translated like the rest of the
 * interface, so a visitor reading in English sees no Spanish on them. Posts and concepts stay
 * Spanish. Keys are literals so the translation check sees every one.
 */
interface ProgrammeKeys {
  ages: string
  tagline: string
  /** Meta description and card text on the home page. */
  summary: string
  whoFor: string[]
  objectives: string[]
  methodology: string[]
  sessions: Array<{ label: string; value: string }>
}

const session = {
  frequency: 'programmes:sessionLabels.frequency',
  duration: 'programmes:sessionLabels.duration',
  groups: 'programmes:sessionLabels.groups',
  format: 'programmes:sessionLabels.format',
  extra: 'programmes:sessionLabels.extra',
  followUp: 'programmes:sessionLabels.followUp',
} as const

const keys: Record<Programme, ProgrammeKeys> = {
  infantil: {
    ages: 'programmes:infantil.ages',
    tagline: 'programmes:infantil.tagline',
    summary: 'programmes:infantil.summary',
    whoFor: ['programmes:infantil.whoFor.children', 'programmes:infantil.whoFor.families'],
    objectives: [
      'programmes:infantil.objectives.ball',
      'programmes:infantil.objectives.ideas',
      'programmes:infantil.objectives.coordination',
      'programmes:infantil.objectives.team',
      'programmes:infantil.objectives.confidence',
    ],
    methodology: ['programmes:infantil.methodology.games', 'programmes:infantil.methodology.questions'],
    sessions: [
      { label: session.frequency, value: 'programmes:infantil.sessions.frequency' },
      { label: session.duration, value: 'programmes:infantil.sessions.duration' },
      { label: session.groups, value: 'programmes:infantil.sessions.groups' },
      { label: session.format, value: 'programmes:infantil.sessions.format' },
    ],
  },
  juvenil: {
    ages: 'programmes:juvenil.ages',
    tagline: 'programmes:juvenil.tagline',
    summary: 'programmes:juvenil.summary',
    whoFor: ['programmes:juvenil.whoFor.players', 'programmes:juvenil.whoFor.growth'],
    objectives: [
      'programmes:juvenil.objectives.technique',
      'programmes:juvenil.objectives.principles',
      'programmes:juvenil.objectives.positions',
      'programmes:juvenil.objectives.physical',
      'programmes:juvenil.objectives.pressure',
    ],
    methodology: ['programmes:juvenil.methodology.tasks', 'programmes:juvenil.methodology.video'],
    sessions: [
      { label: session.frequency, value: 'programmes:juvenil.sessions.frequency' },
      { label: session.duration, value: 'programmes:juvenil.sessions.duration' },
      { label: session.groups, value: 'programmes:juvenil.sessions.groups' },
      { label: session.extra, value: 'programmes:juvenil.sessions.extra' },
    ],
  },
  elite: {
    ages: 'programmes:elite.ages',
    tagline: 'programmes:elite.tagline',
    summary: 'programmes:elite.summary',
    whoFor: ['programmes:elite.whoFor.players', 'programmes:elite.whoFor.staff'],
    objectives: [
      'programmes:elite.objectives.strengths',
      'programmes:elite.objectives.decisions',
      'programmes:elite.objectives.load',
      'programmes:elite.objectives.matches',
      'programmes:elite.objectives.habits',
    ],
    methodology: ['programmes:elite.methodology.diagnosis', 'programmes:elite.methodology.sessions'],
    sessions: [
      { label: session.frequency, value: 'programmes:elite.sessions.frequency' },
      { label: session.duration, value: 'programmes:elite.sessions.duration' },
      { label: session.format, value: 'programmes:elite.sessions.format' },
      { label: session.followUp, value: 'programmes:elite.sessions.followUp' },
    ],
  },
}

export const SERVICE_TYPE_KEY = 'programmes:serviceType'

/** A programme's texts in the visitor's language. */
export function programmeContent(programme: Programme, t: TFunction) {
  const page = keys[programme]
  const all = (list: string[]) => list.map((key) => t(key))
  return {
    programme,
    ages: t(page.ages),
    tagline: t(page.tagline),
    summary: t(page.summary),
    whoFor: all(page.whoFor),
    objectives: all(page.objectives),
    methodology: all(page.methodology),
    sessions: page.sessions.map((entry) => ({ label: t(entry.label), value: t(entry.value) })),
  }
}

export const programmeList: Programme[] = ['infantil', 'juvenil', 'elite']

export const isProgramme = (value: unknown): value is Programme =>
  typeof value === 'string' && (programmeList as string[]).includes(value)
