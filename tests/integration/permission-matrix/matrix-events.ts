import { addDays } from '#app/calendar/zoned-time.ts'
import {
  ArrivalSchema,
  EventCancelSchema,
  EventMessageSchema,
  EventSchema,
  PlayerRemoveSchema,
  PlayerSchema,
  RegistrationSchema,
} from '#app/schemas/event.ts'
import { readBulk } from '#server/content/admin-lists.server.ts'
import { form, type MatrixEntry } from './entry.ts'
import { TranslationSchema } from '#app/schemas/translations.ts'
import { conform, editorFields, lookup, plain, richText } from './forms.ts'
import type { Fields } from './site.ts'
import { answerForm, withdrawForm } from './matrix-teams.ts'

/** An event as the editor sends it, a month ahead. */
const eventFields = (title: string): Fields => {
  const day = addDays(new Date().toISOString().slice(0, 10), 30)
  return {
    intent: 'save',
    title,
    kind: 'clinic',
    description: richText('Una tarde de porteros.'),
    'days[0].date': day,
    'days[0].start': '17:00',
    'days[0].end': '19:00',
    place: 'Campo municipal',
    ageMin: '10',
    ageMax: '14',
    capacity: '12',
    closesDate: addDays(day, -2),
    closesTime: '20:00',
    'questions.birthYear': 'required',
    status: 'published',
  }
}

/** The coach's event screens, registration and the person's registrations (issue 29). */
export const EVENT_ACTIONS: Record<string, MatrixEntry> = {
  'routes/admin/events.tsx': {
    who: 'admin',
    url: () => '/admin/events',
    forms: (['unpublish', 'publish', 'delete'] as const).map((intent) =>
      form(
        intent,
        (r) => ({
          intent,
          ids: (intent === 'delete' ? r.events.bulkIds.slice(1) : r.events.bulkIds.slice(0, 1)).map(String),
        }),
        (f) => readBulk(f) !== undefined,
      ),
    ),
  },
  'admin-event-create': {
    who: 'admin',
    url: () => '/admin/events/create',
    forms: [form('save', () => eventFields('Clínic de la matriz'), conform(EventSchema))],
  },
  'admin-event-edit': {
    who: 'admin',
    url: (r) => `/admin/events/edit/${r.events.editId}`,
    forms: [
      form(
        'save',
        async (r) => ({
          ...eventFields('Clínic revisado'),
          version: await lookup.version(r, 'event', r.events.editId),
        }),
        conform(EventSchema),
      ),
    ],
  },
  'admin-event-translation': {
    who: 'admin',
    url: (r) => `/admin/events/edit/${r.events.editId}/translations/en`,
    forms: [
      form(
        'save',
        () => ({ intent: 'save', ...editorFields.translation('Goalkeeping clinic') }),
        conform(TranslationSchema),
      ),
    ],
  },
  'routes/admin/event-registrations.tsx': {
    who: 'admin',
    url: (r) => `/admin/events/${r.events.dayId}/registrations`,
    forms: [
      form(
        'message',
        () => ({ intent: 'message', subject: 'Cambio de campo', body: 'Nos vemos en el campo 2.' }),
        conform(EventMessageSchema),
      ),
    ],
  },
  'routes/admin/event-detail.tsx': {
    who: 'admin',
    url: (r) => `/admin/events/${r.events.cancelEventId}`,
    forms: [
      form(
        'cancel',
        () => ({ message: 'Lo sentimos: el campo está cerrado.', confirm: 'on' }),
        conform(EventCancelSchema),
      ),
    ],
  },
  'routes/admin/event-check-in.tsx': {
    who: 'admin',
    url: (r) => `/admin/events/${r.events.dayId}/check-in`,
    forms: [
      form(
        'arrived',
        (r) => ({ registrationId: String(r.events.checkInId), arrived: '1' }),
        plain(ArrivalSchema),
      ),
    ],
  },
  'routes/public/event-registration.tsx': {
    who: 'signed-in',
    url: (r) => `/eventos/${r.events.registerSlug}/inscripcion`,
    forms: [form('register', () => ({ who: 'self' }), conform(RegistrationSchema))],
  },
  'routes/public/event-offer.tsx': {
    who: 'signed-in',
    url: (r) => `/eventos/${r.events.offerSlug}/plaza/${r.events.offerToken}`,
    forms: [form('take', () => ({}))],
  },
  'routes/account/events.tsx': {
    who: 'signed-in',
    url: () => '/account/events',
    forms: [form('cancel', (r) => ({ intent: 'cancel', id: String(r.events.cancelId) }))],
  },
  'routes/account/players.tsx': {
    who: 'signed-in',
    url: () => '/account/players',
    forms: [
      form(
        'update',
        (r) => ({
          intent: 'update',
          id: String(r.events.playerEditId),
          name: 'Leo García',
          birthYear: '2014',
        }),
        conform(PlayerSchema),
      ),
      form(
        'remove',
        (r) => ({ intent: 'remove', id: String(r.events.playerRemoveId) }),
        plain(PlayerRemoveSchema),
      ),
      answerForm,
      withdrawForm,
    ],
  },
}
