import type { QuestionKind } from '#app/schemas/quiz.ts'
import type { CourseLevel, Programme, UnlockRule } from '../../db/schema.server.ts'
import { b, doc, h2, p, ul, type RichTextDoc } from './rich-text.server.ts'

export interface DemoQuiz {
  passMark: number
  maxAttempts: number | null
  questions: Array<{
    kind: QuestionKind
    prompt: string
    /** Text, whether it is right, and the comment its chooser reads. */
    choices: Array<[string, boolean, string?]>
  }>
}

export interface DemoLesson {
  title: string
  minutes: number
  unlock: UnlockRule
  unlockDays?: number
  videoUrl?: string
  body: RichTextDoc
  quiz?: DemoQuiz
}

export interface DemoCourse {
  title: string
  summary: string
  programme: Programme | null
  level: CourseLevel
  priceText: string
  /** What Checkout charges, tax included, in the currency's minor units: the price the text shows. */
  priceCents: number
  sections: Array<{ title: string; lessons: DemoLesson[] }>
}

/** The demo coach's two online courses (Spanish content, like the rest of the demo). */
export const demoCourses: DemoCourse[] = [
  {
    title: 'Rondos y juego de posición para alevines',
    summary:
      'Un curso práctico para entrenadores de fútbol base: cómo enseñar el rondo a niños de 8 a 12 años y convertirlo en la semilla del juego de posición.',
    programme: 'infantil',
    level: 'beginner',
    priceText: '45 € · acceso de por vida',
    priceCents: 4500,
    sections: [
      {
        title: 'Fundamentos del rondo',
        lessons: [
          {
            title: 'Qué es un rondo y por qué funciona',
            minutes: 12,
            unlock: 'none',
            body: doc(
              h2('El rondo como escuela'),
              p(
                'El rondo reúne en poco espacio lo esencial del juego: ',
                b('pase, control, orientación y presión'),
                '. Cada niño toca el balón muchas veces y decide constantemente.',
              ),
              ul(
                'Espacio reducido: muchas acciones por minuto.',
                'Reglas simples que se pueden variar.',
                'Competición sana: quien pierde el balón entra al medio.',
              ),
            ),
          },
          {
            title: 'El primer rondo: 4 contra 1',
            minutes: 15,
            unlock: 'previous',
            body: doc(
              p('Marcamos un cuadrado de 8 × 8 metros. Cuatro jugadores por fuera y uno en el centro.'),
              ul(
                'Dos toques como máximo.',
                'Si el central toca el balón, cambia con quien falló.',
                'Cuenta en voz alta los pases seguidos.',
              ),
            ),
            quiz: {
              passMark: 60,
              maxAttempts: 3,
              questions: [
                {
                  kind: 'single',
                  prompt: '¿Qué tamaño de cuadrado proponemos para el primer 4 contra 1?',
                  choices: [
                    ['8 × 8 metros', true, 'Eso es: poco espacio, muchas acciones por minuto.'],
                    ['20 × 20 metros', false, 'Demasiado grande: el central no llega a presionar.'],
                    ['Medio campo', false, 'Con tanto espacio desaparece el rondo.'],
                  ],
                },
                {
                  kind: 'multiple',
                  prompt: '¿Qué reglas forman parte de este rondo?',
                  choices: [
                    ['Dos toques como máximo', true, 'Obliga a orientar el control.'],
                    ['Quien falla cambia con el central', true, 'Así todos pasan por el medio.'],
                    [
                      'El central puede usar las manos',
                      false,
                      'No: el central presiona con los pies, como en el partido.',
                    ],
                  ],
                },
                {
                  kind: 'truefalse',
                  prompt: 'Contar en voz alta los pases seguidos ayuda a mantener la atención del grupo.',
                  choices: [
                    ['Verdadero', true, 'Sí: convierte el rondo en un reto compartido.'],
                    ['Falso', false, 'Al contar, el grupo se implica y compite contra su propia marca.'],
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        title: 'Del rondo al juego de posición',
        lessons: [
          {
            title: 'Perfilarse para recibir',
            minutes: 10,
            unlock: 'previous',
            body: doc(
              p('Recibir con el cuerpo abierto permite ver el siguiente pase antes de que llegue el balón.'),
            ),
          },
          {
            title: 'Rondos con comodines y progresión',
            minutes: 18,
            unlock: 'days',
            unlockDays: 7,
            body: doc(p('Añadimos comodines interiores para crear superioridad y enseñar el tercer hombre.')),
          },
        ],
      },
    ],
  },
  {
    title: 'Planificar la temporada: guía para entrenadores',
    summary:
      'Cómo organizar una temporada completa de un equipo juvenil: objetivos, microciclos, cargas y evaluación, con plantillas descargables.',
    programme: 'juvenil',
    level: 'intermediate',
    priceText: '60 €',
    priceCents: 6000,
    sections: [
      {
        title: 'Antes de empezar',
        lessons: [
          {
            title: 'Objetivos de la temporada',
            minutes: 14,
            unlock: 'none',
            body: doc(
              p('Define tres objetivos de juego y dos de formación; todo lo demás se deriva de ellos.'),
            ),
          },
          {
            title: 'El calendario y los microciclos',
            minutes: 20,
            unlock: 'previous',
            body: doc(
              p(
                'Una semana tipo con partido el sábado: recuperación, tarea táctica, intensidad y activación.',
              ),
            ),
            quiz: {
              passMark: 70,
              maxAttempts: null,
              questions: [
                {
                  kind: 'single',
                  prompt: 'Con partido el sábado, ¿qué día toca la sesión de más intensidad?',
                  choices: [
                    [
                      'El miércoles',
                      true,
                      'Lejos del partido anterior y del siguiente: el cuerpo lo asimila.',
                    ],
                    ['El viernes', false, 'La víspera es para activar, no para cargar.'],
                    ['El domingo', false, 'El día después del partido es de recuperación.'],
                  ],
                },
                {
                  kind: 'truefalse',
                  prompt:
                    'Un microciclo es la planificación de una semana de entrenamiento entre dos partidos.',
                  choices: [
                    ['Verdadero', true, 'Exacto: la unidad con la que se organiza la temporada.'],
                    ['Falso', false, 'Sí lo es: el microciclo va de partido a partido.'],
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        title: 'Durante la temporada',
        lessons: [
          {
            title: 'Evaluar sin perder el foco',
            minutes: 16,
            unlock: 'previous',
            body: doc(
              p('Pocas métricas, siempre las mismas, revisadas cada cuatro semanas con el cuerpo técnico.'),
            ),
          },
        ],
      },
    ],
  },
]
