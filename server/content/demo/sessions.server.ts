import type { SessionPhase } from '#app/schemas/sessions.ts'

export interface DemoSession {
  title: string
  ageGroup: number
  players: number
  notes: string
  /** A demo drill by its title, or a free block (title only), with its phase and minutes. */
  blocks: Array<{ drill?: string; title?: string; phase: SessionPhase; minutes: number; notes?: string }>
}

/** Three example sessions of the demo coach, shown publicly from the drill library (Spanish content). */
export const demoSessions: DemoSession[] = [
  {
    title: 'Alevines: rondos y pase, martes',
    ageGroup: 11,
    players: 14,
    notes: 'Sesión de 75 minutos centrada en el pase y la orientación del cuerpo antes de recibir.',
    blocks: [
      { title: 'Movilidad articular y rueda de conducciones', phase: 'warmup', minutes: 10 },
      { drill: 'Circuito de coordinación con balón', phase: 'warmup', minutes: 10 },
      { drill: 'Rondo 4 contra 1 en cuadrado', phase: 'main', minutes: 15, notes: 'Dos grupos en paralelo.' },
      { drill: 'Pase y sigue en triángulo', phase: 'main', minutes: 15 },
      { drill: 'Partido 3 contra 3 a cuatro porterías', phase: 'game', minutes: 20 },
      { title: 'Estiramientos y charla final', phase: 'cooldown', minutes: 5 },
    ],
  },
  {
    title: 'Juvenil: presión tras pérdida, miércoles',
    ageGroup: 17,
    players: 18,
    notes: 'Día de mayor intensidad del microciclo: pausas completas entre series.',
    blocks: [
      { title: 'Activación con balón por parejas', phase: 'warmup', minutes: 12 },
      { drill: 'Rondo 5 contra 2 con transición', phase: 'warmup', minutes: 12 },
      { drill: 'Presión tras pérdida 6 contra 6', phase: 'main', minutes: 20, notes: 'Series de 4 minutos.' },
      { drill: 'Vigilancias defensivas en ataque', phase: 'main', minutes: 15 },
      { drill: 'Partido condicionado de transiciones', phase: 'game', minutes: 25 },
      { title: 'Vuelta a la calma', phase: 'cooldown', minutes: 8 },
    ],
  },
  {
    title: 'Élite: salida de balón y juego de posición',
    ageGroup: 19,
    players: 20,
    notes: 'Preparación del partido del sábado ante un rival que presiona alto.',
    blocks: [
      { drill: 'Rueda de pases con cambio de orientación', phase: 'warmup', minutes: 12 },
      { drill: 'Salida de balón ante presión alta', phase: 'main', minutes: 20 },
      { drill: 'Juego de posición 4+3 contra 4', phase: 'main', minutes: 18 },
      { drill: 'Juego reducido 4 contra 4 con comodines', phase: 'game', minutes: 20 },
      { title: 'Movilidad y estiramientos', phase: 'cooldown', minutes: 10 },
    ],
  },
]
