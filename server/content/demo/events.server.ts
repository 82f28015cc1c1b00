import { addDays } from '#app/calendar/zoned-time.ts'
import { EventSchema, type EventInput } from '#app/schemas/event.ts'
import { doc, h2, p, ul } from './rich-text.server.ts'

/** A demo event as the coach would type it (Spanish content); days count from the seeding day. */
interface DemoEvent {
  title: string
  kind: 'camp' | 'clinic' | 'trial' | 'talk'
  programme?: 'infantil' | 'juvenil' | 'elite'
  ages: [number, number]
  /** First day, days from today; then how many consecutive days, and the hours. */
  inDays: number
  days: number
  hours: [string, string]
  place: string
  address: string
  capacity: number
  price: string
  questions: Partial<EventInput['questions']>
  body: ReturnType<typeof doc>
}

export const demoEvents: DemoEvent[] = [
  {
    title: 'Campus de verano: técnica y juego',
    kind: 'camp',
    programme: 'infantil',
    ages: [7, 12],
    inDays: 40,
    days: 5,
    hours: ['09:30', '13:30'],
    place: 'Campo municipal de La Chopera',
    address: 'Paseo de la Chopera 4, Madrid',
    capacity: 30,
    price: '120',
    questions: {
      birthYear: 'required',
      shirtSize: 'required',
      medicalNotes: 'optional',
      guardianPhone: 'required',
      photoConsent: 'required',
    },
    body: doc(
      p('Cinco mañanas de fútbol para aprender jugando: rondos, conducción, pase y partidos reducidos.'),
      h2('Qué incluye'),
      ul('Camiseta del campus', 'Agua y fruta a media mañana', 'Informe individual al terminar'),
    ),
  },
  {
    title: 'Clínic de porteros',
    kind: 'clinic',
    programme: 'juvenil',
    ages: [13, 17],
    inDays: 18,
    days: 1,
    hours: ['17:00', '19:30'],
    place: 'Polideportivo Moscardó',
    address: 'Calle de Arganda 2, Madrid',
    capacity: 12,
    price: '',
    questions: { birthYear: 'required', club: 'optional', guardianPhone: 'required' },
    body: doc(
      p('Una tarde dedicada a los porteros: blocaje, caídas, juego con los pies y salidas por alto.'),
    ),
  },
  {
    title: 'Jornada de pruebas para el equipo élite',
    kind: 'trial',
    programme: 'elite',
    ages: [15, 19],
    inDays: 25,
    days: 2,
    hours: ['10:00', '12:30'],
    place: 'Ciudad deportiva de Valdebebas',
    address: 'Avenida de las Fuerzas Armadas 1, Madrid',
    capacity: 24,
    price: '',
    questions: { birthYear: 'required', position: 'required', club: 'required', medicalNotes: 'optional' },
    body: doc(p('Dos sesiones de evaluación con juego real. Trae botas de tacos y espinilleras.')),
  },
]

/** The event as the editor's form submits it, published, relative to `today` (YYYY-MM-DD, site's calendar). */
export function demoEventInput(event: DemoEvent, today: string) {
  const first = addDays(today, event.inDays)
  return EventSchema.parse({
    title: event.title,
    kind: event.kind,
    description: JSON.stringify(event.body),
    days: Array.from({ length: event.days }, (_, index) => ({
      date: addDays(first, index),
      start: event.hours[0],
      end: event.hours[1],
    })),
    place: event.place,
    address: event.address,
    programme: event.programme,
    ageMin: String(event.ages[0]),
    ageMax: String(event.ages[1]),
    capacity: String(event.capacity),
    price: event.price || undefined,
    closesDate: addDays(first, -2),
    closesTime: '23:59',
    questions: event.questions,
    status: 'published',
  })
}
