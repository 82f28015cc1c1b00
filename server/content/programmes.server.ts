import type { Programme } from '../db/schema.server.ts'

/**
 * The three programme pages' own prose (Spanish, like all of the site's content). Labels around
 * it ("¿Para quién es?", "Objetivos"…) are interface text and come from the `public` namespace.
 */
export interface ProgrammeContent {
  programme: Programme
  ages: string
  tagline: string
  /** Meta description and card text on the home page. */
  summary: string
  whoFor: string[]
  objectives: string[]
  methodology: string[]
  sessions: Array<{ label: string; value: string }>
}

export const programmes: Record<Programme, ProgrammeContent> = {
  infantil: {
    programme: 'infantil',
    ages: 'De 6 a 12 años',
    tagline: 'Jugar mucho, tocar mucho balón y disfrutar aprendiendo.',
    summary:
      'Programa Infantil para niños y niñas de 6 a 12 años: juegos con balón, técnica en situaciones reales y valores de equipo en grupos reducidos.',
    whoFor: [
      'Para niños y niñas de 6 a 12 años, tanto si empiezan ahora como si ya juegan en un club y quieren tocar más balón. Agrupamos por edad y nivel para que cada uno tenga retos a su medida.',
      'También para familias que buscan un entorno donde el resultado importa menos que el aprendizaje, y donde equivocarse forma parte del juego.',
    ],
    objectives: [
      'Dominar el balón con las dos piernas: conducción, pase, control y regate.',
      'Entender las primeras ideas del juego: ocupar espacios, ofrecer líneas de pase y defender juntos.',
      'Desarrollar la coordinación, el equilibrio y la velocidad de reacción jugando.',
      'Aprender a convivir en equipo: respetar al compañero, al rival y al árbitro.',
      'Ganar confianza para tomar decisiones sin miedo a fallar.',
    ],
    methodology: [
      'Casi todo lo que hacemos es con balón y con oposición. En lugar de filas y ejercicios aislados, usamos juegos reducidos, rondos y pequeños partidos con reglas que provocan lo que queremos enseñar: si buscamos que levanten la cabeza, el juego premia el pase al compañero libre.',
      'Cada niño toca el balón cientos de veces por sesión. Corregimos con preguntas («¿dónde estaba el espacio libre?») más que con órdenes, para que entiendan el porqué y lo repitan solos.',
    ],
    sessions: [
      { label: 'Frecuencia', value: 'Dos sesiones por semana' },
      { label: 'Duración', value: '75 minutos' },
      { label: 'Grupos', value: 'De 8 a 14 jugadores, por edades' },
      { label: 'Formato', value: 'Calentamiento con balón, juego de aprendizaje, partido final' },
    ],
  },
  juvenil: {
    programme: 'juvenil',
    ages: 'De 13 a 18 años',
    tagline: 'Entender el juego para decidir mejor y competir de verdad.',
    summary:
      'Programa Juvenil para jugadores de 13 a 18 años: táctica individual y colectiva, técnica bajo presión, preparación física adaptada y mentalidad competitiva.',
    whoFor: [
      'Para jugadores de 13 a 18 años que compiten en su club y quieren dar un salto: entender mejor su posición, ganar velocidad de decisión y prepararse para categorías más exigentes.',
      'Es una etapa de cambios físicos y emocionales. Adaptamos la carga al momento de crecimiento de cada jugador y cuidamos tanto el rendimiento como la persona.',
    ],
    objectives: [
      'Perfeccionar la técnica en espacios reducidos y con poco tiempo.',
      'Dominar los principios del juego en ataque, defensa y transiciones.',
      'Conocer las funciones de cada posición dentro de distintos sistemas.',
      'Mejorar la fuerza, la velocidad y la prevención de lesiones con un plan adaptado a la edad.',
      'Gestionar la presión, los errores y la competición con una mentalidad de crecimiento.',
    ],
    methodology: [
      'Trabajamos con tareas que reproducen situaciones reales de partido: superioridades, juego de posición, presión tras pérdida y finalización. La complejidad crece a lo largo de la temporada según lo que cada grupo va dominando.',
      'Usamos vídeo de los entrenamientos y de sus partidos para analizar decisiones. Cada jugador tiene objetivos individuales que revisamos cada mes con él y, si quiere, con su familia o su entrenador de club.',
    ],
    sessions: [
      { label: 'Frecuencia', value: 'Dos o tres sesiones por semana' },
      { label: 'Duración', value: '90 minutos' },
      { label: 'Grupos', value: 'De 10 a 16 jugadores, por nivel' },
      { label: 'Extra', value: 'Análisis de vídeo mensual y plan físico individual' },
    ],
  },
  elite: {
    programme: 'elite',
    ages: 'Alto rendimiento',
    tagline: 'Detalle, exigencia y un plan individual para competir al máximo nivel.',
    summary:
      'Programa Elite para futbolistas semiprofesionales y profesionales: entrenamiento individualizado, análisis táctico, periodización y preparación para la competición.',
    whoFor: [
      'Para futbolistas de categorías nacionales, semiprofesionales y profesionales que quieren un trabajo complementario a su club: durante la temporada, en pretemporada o en la vuelta tras una lesión.',
      'También para cuerpos técnicos que buscan asesoramiento en metodología, diseño de tareas y planificación del microciclo.',
    ],
    objectives: [
      'Potenciar las fortalezas del jugador en su rol y corregir los puntos débiles que más le penalizan.',
      'Afinar la toma de decisiones a máxima intensidad, con el menor tiempo y espacio.',
      'Planificar la carga semanal de acuerdo con el calendario competitivo del club.',
      'Preparar cada partido con análisis del rival y de los propios comportamientos.',
      'Cuidar los hábitos: descanso, nutrición, recuperación y gestión emocional.',
    ],
    methodology: [
      'Partimos de un diagnóstico: vídeo de partidos, datos de rendimiento y una conversación con el jugador y, cuando es posible, con su club. Con eso diseñamos un plan individual que respeta la periodización táctica de su equipo.',
      'Las sesiones son individuales o en grupos muy reducidos, con tareas específicas de su posición y una intensidad alta y controlada. Tras cada bloque revisamos los objetivos y ajustamos.',
    ],
    sessions: [
      { label: 'Frecuencia', value: 'Una o dos sesiones por semana, según el calendario' },
      { label: 'Duración', value: '60 a 75 minutos' },
      { label: 'Formato', value: 'Individual o grupos de 2 a 4 jugadores' },
      { label: 'Seguimiento', value: 'Informe de análisis tras cada partido' },
    ],
  },
}

export const programmeList: Programme[] = ['infantil', 'juvenil', 'elite']

export const isProgramme = (value: unknown): value is Programme =>
  typeof value === 'string' && (programmeList as string[]).includes(value)
