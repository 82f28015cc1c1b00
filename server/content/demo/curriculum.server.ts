import type { Programme } from '../../db/schema.server.ts'
import type { PlayPhase } from '#app/schemas/curriculum.ts'

export interface DemoObjective {
  /** How the weeks below refer to it. */
  key: string
  phase: PlayPhase
  title: string
  description: string
  /** Demo concepts by term and demo drills by title. */
  concepts: string[]
  drills: string[]
}

export interface DemoCurriculum {
  programme: Programme
  ageBand: number
  objectives: DemoObjective[]
  /** The first weeks of the season plan: a theme and the objectives it works on. */
  weeks: Array<{ week: number; theme: string; objectives: string[]; notes?: string }>
}

/** One curriculum per programme, as the demo coach would write it (Spanish content). */
export const demoCurricula: DemoCurriculum[] = [
  {
    programme: 'infantil',
    ageBand: 10,
    objectives: [
      {
        key: 'pase',
        phase: 'attack',
        title: 'Pasar y moverse para volver a recibir',
        description: 'Tras cada pase, buscar una nueva línea de pase en lugar de quedarse mirando.',
        concepts: ['Línea de pase', 'Rondo'],
        drills: ['Pase y sigue en triángulo', 'Rondo 4 contra 1 en cuadrado'],
      },
      {
        key: 'conduccion',
        phase: 'attack',
        title: 'Conducir con la cabeza levantada',
        description: 'Conducir el balón cerca del pie y mirar el juego entre toque y toque.',
        concepts: ['Habilidad perceptiva', 'Orientación corporal'],
        drills: ['Conducción en zigzag entre conos', 'Circuito de coordinación con balón'],
      },
      {
        key: 'uno',
        phase: 'attack',
        title: 'Atreverse en el uno contra uno',
        description: 'Encarar al rival cuando hay espacio y finalizar sin miedo al error.',
        concepts: ['Toma de decisiones'],
        drills: ['Uno contra uno hacia portería'],
      },
      {
        key: 'recuperar',
        phase: 'defence',
        title: 'Recuperar el balón entre todos',
        description: 'El más cercano presiona y los demás cierran las líneas de pase cercanas.',
        concepts: ['Juego reducido'],
        drills: ['Partido 3 contra 3 a cuatro porterías'],
      },
      {
        key: 'reaccion',
        phase: 'defensiveTransition',
        title: 'Reaccionar rápido al perder el balón',
        description: 'Tras una pérdida, los tres jugadores más cercanos intentan recuperar enseguida.',
        concepts: ['Toma de decisiones'],
        drills: ['Partido 3 contra 3 a cuatro porterías'],
      },
      {
        key: 'amplitud',
        phase: 'attackingTransition',
        title: 'Abrir el campo al recuperar',
        description: 'Al ganar el balón, separarse a las bandas para que haya espacio para jugar.',
        concepts: ['Amplitud y profundidad'],
        drills: ['Rondo 4 contra 1 en cuadrado'],
      },
    ],
    weeks: [
      { week: 1, theme: 'Conocernos: juegos con balón', objectives: ['conduccion'] },
      { week: 2, theme: 'El pase y la línea de pase', objectives: ['pase'] },
      { week: 3, theme: 'Conducción con la cabeza levantada', objectives: ['conduccion'] },
      { week: 4, theme: 'Rondos: pasar y moverse', objectives: ['pase', 'amplitud'] },
      { week: 5, theme: 'Uno contra uno', objectives: ['uno'] },
      { week: 6, theme: 'Recuperar entre todos', objectives: ['recuperar', 'reaccion'] },
      {
        week: 7,
        theme: 'Festival de juegos reducidos',
        objectives: ['uno', 'recuperar'],
        notes: 'Semana de partidos 3 contra 3 con las familias.',
      },
      { week: 8, theme: 'Abrir el campo', objectives: ['amplitud', 'pase'] },
    ],
  },
  {
    programme: 'juvenil',
    ageBand: 16,
    objectives: [
      {
        key: 'tercer',
        phase: 'attack',
        title: 'Progresar con el tercer hombre',
        description: 'Encontrar al jugador libre mediante una pared o un apoyo de cara.',
        concepts: ['Tercer hombre', 'Línea de pase'],
        drills: ['Tercer hombre en rombo', 'Rueda de pases con cambio de orientación'],
      },
      {
        key: 'ruptura',
        phase: 'attack',
        title: 'Atacar la espalda de la defensa',
        description: 'Coordinar el desmarque de ruptura con el pase al espacio en el momento justo.',
        concepts: ['Desmarque de ruptura', 'Amplitud y profundidad'],
        drills: ['Desmarque de ruptura y pase al espacio', 'Finalización tras centro'],
      },
      {
        key: 'basculacion',
        phase: 'defence',
        title: 'Bascular y cerrar el carril interior',
        description: 'El bloque se desplaza junto hacia el balón y protege el centro.',
        concepts: ['Basculación', 'Coberturas y permutas', 'Achique'],
        drills: ['Juego reducido 4 contra 4 con comodines'],
      },
      {
        key: 'presion',
        phase: 'defensiveTransition',
        title: 'Presionar tras pérdida durante cinco segundos',
        description: 'Los más cercanos al balón presionan; el resto cierra pases hacia dentro.',
        concepts: ['Presión tras pérdida', 'Transiciones'],
        drills: ['Rondo 5 contra 2 con transición'],
      },
      {
        key: 'contra',
        phase: 'attackingTransition',
        title: 'Salir rápido tras recuperar',
        description: 'Primer pase hacia delante si el rival está desordenado; si no, asegurar la posesión.',
        concepts: ['Transiciones', 'Cambio de orientación'],
        drills: ['Rondo 5 contra 2 con transición'],
      },
      {
        key: 'segunda',
        phase: 'setPieces',
        title: 'Ganar la segunda jugada',
        description: 'Ocupar las zonas de rechace en córners y saques largos, a favor y en contra.',
        concepts: ['Marcaje al hombre'],
        drills: ['Segunda jugada tras despeje'],
      },
    ],
    weeks: [
      { week: 1, theme: 'Pretemporada: volver a jugar juntos', objectives: ['tercer'] },
      { week: 2, theme: 'Presión tras pérdida', objectives: ['presion'] },
      { week: 3, theme: 'Tercer hombre y juego interior', objectives: ['tercer'] },
      { week: 4, theme: 'Basculación del bloque', objectives: ['basculacion'] },
      { week: 5, theme: 'Atacar la espalda', objectives: ['ruptura', 'contra'] },
      { week: 6, theme: 'Transiciones en ambos sentidos', objectives: ['presion', 'contra'] },
      { week: 7, theme: 'Balón parado y segundas jugadas', objectives: ['segunda'] },
      { week: 8, theme: 'Repaso antes del parón', objectives: ['tercer', 'basculacion'] },
    ],
  },
  {
    programme: 'elite',
    ageBand: 19,
    objectives: [
      {
        key: 'posicion',
        phase: 'attack',
        title: 'Superioridades con el juego de posición',
        description: 'Ocupar carriles y alturas para crear superioridad numérica, posicional y cualitativa.',
        concepts: ['Juego posicional', 'Superioridad numérica', 'Carril interior'],
        drills: ['Juego de posición 4+3 contra 4'],
      },
      {
        key: 'salida',
        phase: 'attack',
        title: 'Salir jugando ante presión alta',
        description: 'Portero y centrales atraen la presión para encontrar al hombre libre por dentro.',
        concepts: ['Tercer hombre', 'Juego posicional'],
        drills: ['Salida de balón ante presión alta'],
      },
      {
        key: 'bloque',
        phase: 'defence',
        title: 'Defender en bloque bajo sin conceder centro',
        description: 'Línea de cuatro junta, basculación corta y vigilancia del segundo palo.',
        concepts: ['Bloque bajo', 'Basculación'],
        drills: ['Repliegue y bloque bajo', 'Basculación defensiva en línea de cuatro'],
      },
      {
        key: 'gegen',
        phase: 'defensiveTransition',
        title: 'Contrapresión organizada',
        description: 'Las vigilancias preparan la pérdida; el equipo presiona hacia dentro al perder.',
        concepts: ['Gegenpressing', 'Vigilancias defensivas'],
        drills: ['Presión tras pérdida 6 contra 6', 'Vigilancias defensivas en ataque'],
      },
      {
        key: 'transicion',
        phase: 'attackingTransition',
        title: 'Atacar el espacio al recuperar',
        description: 'Decidir en dos pases entre contraataque y ataque posicional.',
        concepts: ['Transiciones'],
        drills: ['Partido condicionado de transiciones'],
      },
    ],
    weeks: [
      { week: 1, theme: 'Modelo de juego: principios', objectives: ['posicion'] },
      { week: 2, theme: 'Salida de balón', objectives: ['salida'] },
      { week: 3, theme: 'Contrapresión', objectives: ['gegen'] },
      { week: 4, theme: 'Bloque bajo y repliegue', objectives: ['bloque'] },
      { week: 5, theme: 'Transiciones ofensivas', objectives: ['transicion', 'gegen'] },
      {
        week: 6,
        theme: 'Semana de carga baja',
        objectives: ['posicion'],
        notes: 'Dos partidos en siete días: reducir el volumen y cuidar la recuperación.',
      },
    ],
  },
]
