import type { RichTextDoc } from './rich-text.server.ts'
import { b, doc, h2, i, link, ol, p, ul } from './rich-text.server.ts'

/**
 * A demo glossary / concept entry.
 *
 * - `kind`: 'concepto' = deeper explanation (150–350 words); 'definicion' = short glossary entry (60–150 words).
 * - `programme`: programme the entry is most relevant to, or `null` when it applies to all.
 * - The page slug is derived from `term`: lower-cased, accents folded (á→a, é→e, í→i, ó→o, ú→u, ü→u, ñ→n),
 *   non-alphanumerics collapsed to single '-', trimmed. E.g. "Presión tras pérdida" → "presion-tras-perdida".
 */
export type DemoConcept = {
  term: string
  summary: string
  kind: 'concepto' | 'definicion'
  category: 'tactica' | 'tecnica' | 'fisica' | 'psicologia' | 'reglamento' | 'metodologia'
  programme: 'infantil' | 'juvenil' | 'elite' | null
  body: RichTextDoc
}

export const demoConcepts: DemoConcept[] = [
  // ─────────────────────────── Conceptos ───────────────────────────
  {
    term: 'Presión tras pérdida',
    summary:
      'Reacción colectiva e inmediata para recuperar el balón en los segundos posteriores a perderlo, antes de que el rival se organice.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'La presión tras pérdida es el comportamiento defensivo que un equipo pone en marcha en el mismo instante en que pierde el balón. En lugar de replegar, los jugadores más cercanos saltan de inmediato sobre el poseedor y cierran sus opciones de pase, con el objetivo de recuperar la posesión en pocos segundos y cerca de la portería rival.',
      ),
      h2('Por qué funciona'),
      p(
        'El jugador que acaba de robar suele estar desorientado: ha tenido que concentrarse en la disputa y todavía no ha levantado la cabeza. Además, su equipo está colocado para defender, no para atacar. Ese desorden dura muy poco, y la presión tras pérdida intenta aprovecharlo antes de que desaparezca.',
      ),
      h2('Claves'),
      ul(
        [b('Reacción inmediata:'), ' el primer segundo es el más importante.'],
        [
          b('Cercanía previa:'),
          ' solo se puede presionar si, mientras atacábamos, estábamos juntos y bien escalonados.',
        ],
        [b('Cerrar líneas de pase'), ' antes que entrar al balón.'],
        [
          b('Límite de tiempo:'),
          ' si no se recupera en unos cinco segundos, el equipo repliega y se reorganiza.',
        ],
      ),
      p(
        'Está estrechamente relacionada con las ',
        link('transiciones', '/concepts/transiciones'),
        ' y con el concepto alemán de ',
        link('gegenpressing', '/concepts/gegenpressing'),
        ', que la convierte en una de las principales herramientas para generar ocasiones.',
      ),
    ),
  },
  {
    term: 'Amplitud y profundidad',
    summary:
      'Dos principios ofensivos básicos: ocupar el ancho del campo y amenazar la espalda de la defensa para estirar al rival y generar espacios.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'infantil',
    body: doc(
      p(
        'Amplitud y profundidad son los dos principios que permiten a un equipo hacer grande el campo cuando tiene el balón. Un equipo con amplitud ocupa el ancho del terreno de juego, con jugadores cerca de las bandas; un equipo con profundidad amenaza el espacio a la espalda de la defensa rival y tiene jugadores a diferentes alturas.',
      ),
      h2('Por qué son importantes'),
      p(
        'Si todos los atacantes se acercan al balón, el rival puede defender en muy poco espacio. Cuando un jugador se abre y otro se sitúa por delante del balón, los defensores tienen que elegir: si se juntan, dejan libres las bandas; si se abren, aparecen huecos por dentro. Ese dilema es la base del juego ofensivo.',
      ),
      h2('Cómo enseñarlo a los niños'),
      p('Con los más pequeños no hace falta teoría. Basta con proponer juegos que lo premien:'),
      ul(
        'campos más anchos que largos, en los que abrirse es la solución natural;',
        'porterías en las esquinas o zonas de gol laterales;',
        'un gol extra si el equipo encadena un pase de banda a banda;',
        'comodines en los costados que siempre juegan con el equipo en posesión.',
      ),
      p(
        'Con la edad, estos principios se combinan con el ',
        link('cambio de orientación', '/concepts/cambio-de-orientacion'),
        ' y con los desmarques de ruptura para atacar el espacio que la amplitud y la profundidad han creado.',
      ),
    ),
  },
  {
    term: 'Superioridad numérica',
    summary:
      'Situación en la que un equipo tiene más jugadores que el rival en una zona concreta del campo, lo que facilita progresar o recuperar el balón.',
    kind: 'concepto',
    category: 'tactica',
    programme: null,
    body: doc(
      p(
        'Se habla de superioridad numérica cuando, en una zona determinada del campo, un equipo cuenta con más jugadores que el rival. No se trata de tener más jugadores sobre el césped —eso solo ocurre tras una expulsión—, sino de conseguir ventaja ',
        i('allí donde está el balón'),
        ' o allí donde queremos llevarlo.',
      ),
      h2('Cómo se genera'),
      ul(
        [b('Con el portero'), ' como un jugador de campo más en la salida de balón.'],
        [
          b('Con movimientos de apoyo,'),
          ' como la incorporación de un centrocampista a la línea de centrales.',
        ],
        [b('Atrayendo rivales'), ' hacia una zona para después atacar otra menos poblada.'],
        [
          b('Con la conducción:'),
          ' el poseedor que avanza obliga a un defensor a salir y libera a un compañero.',
        ],
      ),
      h2('Otras formas de ventaja'),
      p(
        'Además de la numérica, se suelen distinguir la superioridad ',
        b('cualitativa'),
        ', cuando un jugador es claramente mejor que su par en un duelo concreto, y la ',
        b('posicional'),
        ', cuando un jugador está colocado de tal forma que deja fuera de la jugada a uno o varios rivales.',
      ),
      h2('En el entrenamiento'),
      p(
        'Los comodines en los juegos reducidos y los rondos en inferioridad defensiva, como el 4 contra 1 o el 5 contra 2, son la forma más sencilla de enseñar a aprovechar la superioridad: encontrar al jugador libre y jugar con él antes de que el rival compense. En el ',
        link('juego posicional', '/concepts/juego-posicional'),
        ' este concepto es el eje de todo.',
      ),
    ),
  },
  {
    term: 'Tercer hombre',
    summary:
      'Combinación en la que el balón llega a un jugador a través de un compañero intermedio cuando el pase directo está cerrado.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'El tercer hombre es un mecanismo de combinación entre tres jugadores. El poseedor (A) quiere hacer llegar el balón a un compañero (C), pero la línea de pase directa está cerrada o vigilada. En lugar de forzarla, juega con un compañero cercano (B), que da continuidad al balón hacia C. El resultado es que C recibe libre, orientado y, a menudo, por detrás de una línea rival.',
      ),
      h2('Por qué desorganiza al rival'),
      p(
        'Los defensores ajustan su posición en función del poseedor. Cuando el balón va de A a B, el rival que vigilaba a C se fija en B; para cuando B juega, C ya ha ganado la posición. El pase decisivo llega desde un ángulo que el defensor no esperaba.',
      ),
      h2('Requisitos'),
      ul(
        'Estructura escalonada: jugadores en alturas y carriles distintos que formen triángulos.',
        'Un jugador que haga de pared y sea capaz de jugar a uno o dos toques, muchas veces de espaldas.',
        'Un receptor final que arranque su movimiento cuando el balón va hacia el intermediario, no después.',
        'Una lectura compartida: los tres deben ver la jugada al mismo tiempo.',
      ),
      p(
        'Es uno de los recursos más característicos del ',
        link('juego posicional', '/concepts/juego-posicional'),
        ' y se entrena muy bien en rondos con reglas específicas y en juegos de posición divididos en zonas.',
      ),
    ),
  },
  {
    term: 'Basculación',
    summary:
      'Desplazamiento lateral coordinado del bloque defensivo hacia el lado donde está el balón para reducir espacios.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'La basculación es el movimiento lateral que realiza un equipo en fase defensiva para acompañar los desplazamientos del balón. Cuando el rival lo mueve de un costado al otro, todo el bloque se desliza en la misma dirección, manteniendo las distancias entre líneas y entre jugadores.',
      ),
      h2('Objetivos'),
      ul(
        'Reducir el espacio del rival en la zona del balón.',
        'Acumular jugadores cerca del balón para facilitar coberturas y ayudas.',
        'Proteger el carril central, el más peligroso.',
      ),
      h2('Lado fuerte y lado débil'),
      p(
        'Al bascular, el equipo concentra efectivos en el ',
        b('lado fuerte'),
        ' —donde está el balón— y deja en el ',
        b('lado débil'),
        ' a menos jugadores, que se cierran hacia el centro. Ese lado débil es precisamente lo que el rival intentará atacar con un cambio de orientación; por eso la basculación debe ser rápida y estar bien coordinada.',
      ),
      h2('Errores frecuentes'),
      p(
        'Bascular tarde, hacerlo por líneas separadas (la defensa se mueve, pero el centro del campo no) o que el jugador más alejado se quede pegado a la banda en lugar de cerrar por dentro. Todos se corrigen con referencias claras y mucha comunicación. La basculación se complementa con las ',
        link('coberturas y permutas', '/concepts/coberturas-y-permutas'),
        ' para que el bloque no se rompa cuando un jugador sale a presionar.',
      ),
    ),
  },
  {
    term: 'Línea de pase',
    summary:
      'Trayectoria libre de rivales entre el poseedor del balón y un compañero, por la que puede circular un pase con garantías.',
    kind: 'concepto',
    category: 'tecnica',
    programme: 'infantil',
    body: doc(
      p(
        'Una línea de pase es el camino libre que existe entre el jugador con balón y un compañero. Si entre ambos hay un rival capaz de interceptar, la línea está cerrada; si no lo hay, está abierta. Parece evidente, pero saber ofrecer y reconocer líneas de pase es una de las primeras habilidades que debe aprender un futbolista.',
      ),
      h2('Ofrecer una línea de pase'),
      p('El jugador sin balón es el responsable de abrirla. Para hacerlo:'),
      ul(
        'se mueve para que no haya ningún rival entre él y el poseedor;',
        'se sitúa a una distancia adecuada: ni tan cerca que ambos queden atrapados en la misma presión, ni tan lejos que el pase sea arriesgado;',
        'se orienta para recibir mirando hacia donde quiere jugar.',
      ),
      h2('Cerrar líneas de pase'),
      p(
        'En defensa ocurre lo contrario: colocarse entre el poseedor y sus compañeros obliga al rival a buscar otras opciones o a jugar hacia atrás. Muchas recuperaciones no llegan por una entrada, sino por un pase que ya no tenía dónde ir.',
      ),
      p(
        'El ',
        link('rondo', '/concepts/rondo'),
        ' es probablemente la mejor tarea para entrenar las dos caras de este concepto desde edades tempranas.',
      ),
    ),
  },
  {
    term: 'Juego posicional',
    summary:
      'Modelo de juego que organiza a los jugadores en el espacio para generar superioridades y hacer llegar el balón al hombre libre.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'El juego posicional es una forma de entender el ataque basada en la ocupación racional del espacio. Los jugadores se distribuyen en diferentes alturas y carriles para ofrecer siempre varias opciones al poseedor y, sobre todo, para generar superioridades que permitan encontrar al ',
        i('hombre libre'),
        '. Sus referentes más conocidos en España son el fútbol de Johan Cruyff y, más tarde, el de Pep Guardiola.',
      ),
      h2('Principios'),
      ul(
        [
          b('Ocupar el espacio de forma escalonada:'),
          ' evitar, siempre que se pueda, que dos jugadores compartan la misma línea horizontal o vertical.',
        ],
        [b('Generar superioridades'), ' numéricas, posicionales y cualitativas.'],
        [b('Atraer para liberar:'), ' llevar al rival hacia una zona para atacar otra.'],
        [b('Progresar'), ' hacia la siguiente línea solo cuando hay ventaja.'],
        [
          b('Mantener la estructura'),
          ' para que, tras una pérdida, el equipo esté cerca del balón y pueda presionar.',
        ],
      ),
      h2('Más que una cuestión de posesión'),
      p(
        'Se suele confundir con tener el balón mucho tiempo, pero la posesión es un medio, no un fin. Un equipo puede dominar la posesión sin ningún criterio posicional, y otro puede atacar de forma muy directa respetando estos principios. Lo que define el juego posicional es ',
        b('para qué'),
        ' se mueve el balón: para desordenar al rival y encontrar la ventaja.',
      ),
      h2('Cómo se entrena'),
      p(
        'Los rondos y los juegos de posición —tareas de posesión con zonas, comodines y reglas que obligan a ocupar determinados espacios— son su herramienta básica. En ellos aparecen constantemente mecanismos como el ',
        link('tercer hombre', '/concepts/tercer-hombre'),
        ' o la ',
        link('superioridad numérica', '/concepts/superioridad-numerica'),
        '.',
      ),
    ),
  },
  {
    term: 'Transiciones',
    summary:
      'Momentos del juego en los que un equipo pasa de defender a atacar, o de atacar a defender, tras ganar o perder el balón.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'El juego se suele dividir en cuatro momentos: organización ofensiva, organización defensiva y las dos transiciones entre ellas. La ',
        b('transición ofensiva'),
        ' comienza cuando recuperamos el balón; la ',
        b('transición defensiva'),
        ', cuando lo perdemos. Son instantes breves, de pocos segundos, en los que ambos equipos están desorganizados y en los que se deciden muchos partidos.',
      ),
      h2('Transición ofensiva'),
      p(
        'Tras recuperar, la primera pregunta es si se puede atacar rápido. Si el rival está desequilibrado, buscamos la portería en pocos pases: es el contraataque. Si no lo está, el objetivo es asegurar la posesión, sacar el balón de la zona de presión y organizar el ataque.',
      ),
      h2('Transición defensiva'),
      p(
        'Tras perder, el equipo tiene dos opciones principales: presionar de inmediato para recuperar —la ',
        link('presión tras pérdida', '/concepts/presion-tras-perdida'),
        '— o replegar rápidamente para recuperar la organización defensiva. Lo que no puede ocurrir es quedarse a medio camino.',
      ),
      h2('Claves para entrenarlas'),
      ul(
        'Tareas con cambios constantes de posesión y reglas de tiempo tras cada robo.',
        'Sistemas de puntuación que premien la recuperación rápida o el gol tras robo.',
        'Una organización ofensiva que ya piense en la posible pérdida.',
      ),
    ),
  },
  {
    term: 'Rondo',
    summary:
      'Ejercicio de posesión en el que un grupo de jugadores se pasa el balón mientras uno o varios rivales, en el centro, intentan recuperarlo.',
    kind: 'concepto',
    category: 'metodologia',
    programme: 'infantil',
    body: doc(
      p(
        'El rondo es probablemente el ejercicio más característico del fútbol español. Un grupo de jugadores se coloca formando un círculo o un cuadrado y se pasa el balón, mientras uno o varios rivales situados en el centro intentan interceptarlo. Quien pierde el balón pasa al centro.',
      ),
      h2('Por qué es tan completo'),
      p('En muy poco espacio y con poco material, el rondo reúne casi todos los elementos del juego:'),
      ul(
        [b('Técnica:'), ' control, pase y perfil corporal.'],
        [
          b('Táctica:'),
          ' ofrecer y cerrar ',
          link('líneas de pase', '/concepts/linea-de-pase'),
          ', encontrar al jugador libre.',
        ],
        [b('Percepción:'), ' mirar antes de recibir, anticipar.'],
        [b('Intensidad:'), ' presión tras pérdida y reacción inmediata.'],
        [b('Cohesión:'), ' es una tarea competitiva y divertida que une al grupo.'],
      ),
      h2('Variables'),
      p(
        'El rondo se adapta modificando el número de jugadores (4 contra 1, 5 contra 2, 6 contra 3…), el tamaño del espacio, el número de toques permitidos y las reglas de puntuación. Con niños, espacios grandes y pocos defensores; con jugadores de élite, espacios reducidos, un toque y transiciones tras el robo.',
      ),
      h2('Del rondo al juego de posición'),
      p(
        'Cuando al rondo se le añaden zonas, orientación hacia una portería o comodines en posiciones concretas, se convierte en un juego de posición, la herramienta básica para entrenar el ',
        link('juego posicional', '/concepts/juego-posicional'),
        '.',
      ),
    ),
  },
  {
    term: 'Periodización táctica',
    summary:
      'Metodología de entrenamiento, creada por Vítor Frade, que organiza toda la preparación a partir del modelo de juego del equipo.',
    kind: 'concepto',
    category: 'metodologia',
    programme: 'elite',
    body: doc(
      p(
        'La periodización táctica es una metodología de entrenamiento desarrollada por el profesor portugués Vítor Frade en la Universidad de Oporto y popularizada por entrenadores como José Mourinho. Su idea central es que el modelo de juego —cómo queremos jugar— debe guiar toda la planificación, incluida la preparación física.',
      ),
      h2('Principios metodológicos'),
      ul(
        [b('Especificidad:'), ' cada tarea debe estar relacionada con el modelo de juego.'],
        [
          b('Propensiones:'),
          ' diseñar tareas en las que los comportamientos deseados aparezcan con mucha frecuencia.',
        ],
        [
          b('Alternancia horizontal:'),
          ' cada día de la semana se pone el acento en un tipo de contracción muscular distinto (tensión, duración, velocidad).',
        ],
        [
          b('Progresión compleja:'),
          ' los principios de juego se trabajan de forma jerarquizada, de los más generales a los más concretos.',
        ],
      ),
      h2('El morfociclo'),
      p(
        'La unidad de planificación es la semana entre dos partidos, llamada morfociclo. Tras el partido se recupera; a mitad de semana se alternan días de tensión (espacios reducidos, muchas acciones intensas), de duración (espacios grandes, situaciones de partido) y de velocidad; y la víspera se activa al equipo y se ultima la estrategia. El objetivo es repetir semana tras semana un patrón estable que permita rendir cada domingo.',
      ),
      h2('Un matiz importante'),
      p(
        'No renuncia a la dimensión física: la integra. La intensidad se consigue a través del juego, y el control de la ',
        link('carga de entrenamiento', '/concepts/carga-de-entrenamiento'),
        ' sigue siendo imprescindible para comprobar que el plan se cumple.',
      ),
    ),
  },
  {
    term: 'Vigilancias defensivas',
    summary:
      'Posiciones que ocupan los jugadores mientras su equipo ataca para controlar a los rivales y evitar contraataques tras una pérdida.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'Las vigilancias defensivas son las posiciones y los marcajes que un equipo mantiene ',
        i('mientras ataca'),
        ' para protegerse ante una posible pérdida. Con el balón en campo rival, algunos jugadores —normalmente los centrales, el pivote y el lateral del lado débil— controlan a los delanteros contrarios y los espacios por los que podría llegar un contraataque.',
      ),
      h2('Por qué son necesarias'),
      p(
        'Un equipo que ataca con muchos jugadores asume riesgos. Si pierde el balón y nadie controla a los atacantes rivales, el contraataque puede ser letal. Las vigilancias permiten atacar con gente sin quedar expuestos y, además, facilitan la presión tras pérdida, porque hay jugadores cerca para saltar.',
      ),
      h2('Cómo se organizan'),
      ul(
        [
          b('Superioridad atrás:'),
          ' como referencia, un jugador más que los atacantes rivales que se quedan arriba.',
        ],
        [
          b('Vigilancia cercana:'),
          ' sobre el rival que puede recibir de inmediato, a uno o dos metros y, si es posible, por delante.',
        ],
        [b('Vigilancia de espacio:'), ' controlar la zona a la que podría llegar un pase largo.'],
        [b('Altura coordinada:'), ' la línea defensiva acompaña el ataque para que el equipo no se alargue.'],
      ),
      p(
        'Forman parte del vínculo entre ataque y defensa que describen las ',
        link('transiciones', '/concepts/transiciones'),
        '. Un buen ataque, en gran medida, empieza por unas buenas vigilancias.',
      ),
    ),
  },
  {
    term: 'Cambio de orientación',
    summary:
      'Desplazamiento rápido del balón de una zona del campo a otra alejada, normalmente de banda a banda, para atacar el lado débil del rival.',
    kind: 'concepto',
    category: 'tecnica',
    programme: 'juvenil',
    body: doc(
      p(
        'El cambio de orientación consiste en trasladar el balón de un sector del campo a otro alejado, generalmente de un costado al contrario, para atacar la zona que el rival ha dejado libre al bascular. Puede realizarse con un único pase largo o mediante una circulación rápida de varios pases cortos.',
      ),
      h2('Aspectos técnicos'),
      ul(
        'Orientación corporal abierta antes de recibir, para ver el lado contrario.',
        'Pase tenso y preciso, raso o a media altura, que no dé tiempo a reaccionar.',
        'Control orientado del receptor hacia el espacio libre.',
      ),
      h2('Aspectos tácticos'),
      p(
        'El cambio de orientación solo tiene sentido si antes se ha ',
        b('atraído'),
        ' al rival hacia un lado. Además, necesita un jugador que mantenga la ',
        link('amplitud', '/concepts/amplitud-y-profundidad'),
        ' en el lado débil, aunque pase muchos minutos sin recibir. Si ese jugador se acerca al balón por impaciencia, el espacio desaparece.',
      ),
      h2('Cuándo no hacerlo'),
      p(
        'Un cambio de orientación hacia un rival ya equilibrado solo sirve para perder el balón lejos y con el equipo abierto. La señal para ejecutarlo es la ',
        link('basculación', '/concepts/basculacion'),
        ' del rival: cuando su bloque se ha desplazado hacia el balón, el lado contrario está listo para ser atacado.',
      ),
    ),
  },
  {
    term: 'Coberturas y permutas',
    summary:
      'Ayudas defensivas: la cobertura protege al compañero que presiona y la permuta ocupa el puesto que deja libre quien acude a cubrir.',
    kind: 'concepto',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'Coberturas y permutas son dos mecanismos de ayuda mutua que permiten defender en equipo. Juntos garantizan que, aunque un defensor sea superado, siempre haya alguien entre el balón y la portería.',
      ),
      h2('La cobertura'),
      p(
        'Cuando un jugador sale a presionar al poseedor, un compañero se coloca detrás de él, en diagonal y a una distancia que le permita intervenir si el atacante supera al primero. La cobertura da seguridad a quien presiona: puede ser agresivo porque sabe que tiene ayuda.',
      ),
      h2('La permuta'),
      p(
        'Si el atacante supera al primer defensor, el compañero que cubría sale a su encuentro. Su puesto queda vacío, y es el jugador superado —o el más cercano— quien lo ocupa. Ese intercambio de posiciones es la permuta. Sin ella, la cobertura solo traslada el problema a otra zona.',
      ),
      h2('Claves'),
      ul(
        'Distancia de cobertura adecuada: ni tan cerca que ambos sean superados a la vez, ni tan lejos que la ayuda llegue tarde.',
        'Comunicación constante: «tengo», «cubro», «cambia».',
        'Reacción inmediata del jugador superado: recuperar la posición, no perseguir el balón.',
      ),
      p(
        'Ambos mecanismos se apoyan en una buena ',
        link('basculación', '/concepts/basculacion'),
        ' del bloque y en la capacidad del defensor para ',
        link('temporizar', '/concepts/temporizacion'),
        ' mientras llegan las ayudas.',
      ),
    ),
  },
  {
    term: 'Carga de entrenamiento',
    summary:
      'Conjunto de estímulos que recibe el jugador en entrenamientos y partidos, y respuesta de su organismo ante ellos.',
    kind: 'concepto',
    category: 'fisica',
    programme: 'elite',
    body: doc(
      p(
        'La carga de entrenamiento es la suma de los estímulos a los que sometemos al jugador —en sesiones, partidos y trabajo complementario— y de la respuesta que provocan en su organismo. Gestionarla bien es la base para mejorar el rendimiento y reducir el riesgo de lesión.',
      ),
      h2('Carga externa e interna'),
      ul(
        [
          b('Carga externa:'),
          ' el trabajo realizado. Distancia, metros a alta velocidad, aceleraciones, frenadas, saltos, minutos.',
        ],
        [
          b('Carga interna:'),
          ' la respuesta individual. Frecuencia cardiaca, esfuerzo percibido, fatiga, bienestar.',
        ],
      ),
      p('La misma tarea puede suponer cargas internas muy distintas según el estado de cada jugador.'),
      h2('Cómo se mide'),
      p(
        'Los clubes profesionales utilizan dispositivos GPS y pulsómetros, pero existe un método sencillo y validado al alcance de cualquiera: la ',
        b('percepción subjetiva del esfuerzo de la sesión'),
        '. Unos treinta minutos después de entrenar, el jugador valora de 0 a 10 la dureza de la sesión, y ese valor se multiplica por los minutos de duración.',
      ),
      h2('Principios de gestión'),
      ul(
        'Progresión: aumentar la carga de forma gradual, evitando picos bruscos.',
        'Alternancia: combinar días exigentes con días de recuperación.',
        'Individualización: titulares, suplentes y lesionados necesitan semanas distintas.',
        'Contexto: el sueño, los estudios o el estrés también suman.',
      ),
      p(
        'En la ',
        link('periodización táctica', '/concepts/periodizacion-tactica'),
        ', la carga se organiza alrededor del morfociclo semanal.',
      ),
    ),
  },
  {
    term: 'Toma de decisiones',
    summary:
      'Proceso por el que el jugador percibe la situación de juego, elige una opción y la ejecuta, casi siempre en fracciones de segundo.',
    kind: 'concepto',
    category: 'psicologia',
    programme: 'infantil',
    body: doc(
      p(
        'En cada acción, el futbolista tiene que percibir lo que ocurre a su alrededor, elegir qué hacer y ejecutarlo, todo en muy poco tiempo. Ese proceso es la toma de decisiones, y es tan importante como la técnica: un pase perfecto al compañero equivocado sigue siendo un mal pase.',
      ),
      h2('Tres fases'),
      ol(
        [b('Percepción:'), ' mirar y obtener información antes de recibir: compañeros, rivales, espacios.'],
        [b('Decisión:'), ' elegir, entre las opciones disponibles, la que ofrece más ventaja.'],
        [b('Ejecución:'), ' realizar la acción con la técnica adecuada.'],
      ),
      p(
        'La primera fase es la más olvidada y la que más diferencia a los buenos jugadores. Es lo que se conoce como ',
        link('habilidad perceptiva', '/concepts/habilidad-perceptiva'),
        '.',
      ),
      h2('Cómo se entrena'),
      p(
        'Las decisiones solo se entrenan en situaciones en las que hay que decidir. Un ejercicio en fila, sin rivales ni opciones, entrena la ejecución, pero no la decisión. Por eso preferimos:',
      ),
      ul(
        'juegos reducidos con varias soluciones posibles;',
        'reglas que cambian durante la tarea y obligan a adaptarse;',
        'preguntas en lugar de instrucciones: «¿qué has visto?», «¿qué otra opción tenías?».',
      ),
      p(
        'Equivocarse forma parte del proceso. Un niño que decide mal y recibe una buena pregunta aprende más que uno al que siempre se le dice qué hacer.',
      ),
    ),
  },
  {
    term: 'Juego reducido',
    summary:
      'Partido en un espacio pequeño y con pocos jugadores que multiplica las acciones con balón y las decisiones de cada participante.',
    kind: 'concepto',
    category: 'metodologia',
    programme: 'infantil',
    body: doc(
      p(
        'Los juegos reducidos son partidos o situaciones de juego con menos jugadores y en un espacio más pequeño que el del fútbol reglamentario: 2 contra 2, 3 contra 3, 4 contra 4… Mantienen la esencia del fútbol —balón, compañeros, rivales y porterías—, pero concentran las acciones.',
      ),
      h2('Ventajas'),
      ul(
        'Cada jugador toca el balón muchas más veces que en un partido convencional.',
        'Aumenta el número de decisiones, duelos y finalizaciones.',
        'Nadie puede esconderse: todos atacan y todos defienden.',
        'Permiten trabajar la condición física con balón, ajustando la intensidad con el tamaño del campo.',
      ),
      h2('Variables'),
      p(
        'El entrenador modifica el juego con el tamaño y la forma del campo, el número de jugadores, la presencia de comodines, el tipo de portería y las reglas de puntuación. Un campo más ancho favorece la amplitud; uno más pequeño aumenta la presión y los duelos; un comodín genera ',
        link('superioridad numérica', '/concepts/superioridad-numerica'),
        '.',
      ),
      h2('En el fútbol base'),
      p(
        'El 3 contra 3 y el 4 contra 4 son especialmente valiosos entre los 6 y los 12 años. Son los formatos en los que mejor se aprende la ',
        link('toma de decisiones', '/concepts/toma-de-decisiones'),
        ', porque el niño está en contacto permanente con el balón y con el juego.',
      ),
    ),
  },

  // ────────────────────────── Definiciones ─────────────────────────
  {
    term: 'Achique',
    summary:
      'Movimiento defensivo que reduce el espacio del rival adelantando la línea defensiva o cerrando sobre el poseedor.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'Acción defensiva que consiste en reducir el espacio del que dispone el equipo rival, normalmente adelantando la línea defensiva de forma coordinada para juntar al equipo y acercarlo al balón. También se habla de achicar cuando varios jugadores cierran a la vez sobre el poseedor.',
      ),
      p(
        'El achique suele producirse cuando el rival juega hacia atrás o cuando el poseedor no está en condiciones de jugar en profundidad. Bien ejecutado, deja a los delanteros rivales en ',
        link('fuera de juego', '/concepts/fuera-de-juego'),
        ' y acorta las distancias para presionar. Mal coordinado, abre espacios a la espalda de la defensa.',
      ),
    ),
  },
  {
    term: 'Bloque bajo',
    summary:
      'Organización defensiva en la que el equipo se sitúa cerca de su propia área, cediendo campo y protegiendo el espacio a su espalda.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'Organización defensiva en la que el equipo espera al rival cerca de su propia área, con las líneas muy juntas y poco espacio entre ellas. Cede la iniciativa y el campo, pero protege la espalda de su defensa y el carril central.',
      ),
      p(
        'Se utiliza para defender ventajas en el marcador, ante rivales superiores o como base para el contraataque. Para superarlo, el equipo atacante necesita paciencia, ',
        link('amplitud', '/concepts/amplitud-y-profundidad'),
        ', circulación rápida y llegada desde segunda línea. Los términos bloque medio y bloque alto describen organizaciones situadas más arriba en el campo.',
      ),
    ),
  },
  {
    term: 'Carril interior',
    summary:
      'Cada uno de los dos pasillos verticales situados entre el carril central y las bandas, muy valiosos para progresar y crear.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'Si dividimos el campo a lo largo en cinco pasillos verticales, los carriles interiores son los dos situados entre el carril central y las bandas. En inglés se les conoce como ',
        i('half-spaces'),
        '.',
      ),
      p(
        'Son zonas especialmente valiosas: un jugador que recibe en el carril interior puede ver a la vez la portería y la banda, tiene más opciones de pase que en el costado y suele quedar entre las referencias de dos defensores. Por eso muchos equipos sitúan allí a sus interiores o a extremos que juegan hacia dentro.',
      ),
    ),
  },
  {
    term: 'Desmarque de ruptura',
    summary:
      'Movimiento sin balón hacia el espacio a la espalda de la defensa rival para recibir en profundidad.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'Movimiento de un jugador sin balón que ataca el espacio a la espalda de la línea defensiva rival para recibir un pase en profundidad. A diferencia del desmarque de apoyo, que busca recibir por delante del rival, el de ruptura busca superarlo.',
      ),
      p(
        'Su eficacia depende del momento: debe iniciarse cuando el poseedor está en condiciones de dar el pase, con tiempo y sin presión, y sin caer en ',
        link('fuera de juego', '/concepts/fuera-de-juego'),
        '. Suele ir precedido de un contramovimiento para ganar la posición al defensor.',
      ),
    ),
  },
  {
    term: 'Extremo a pierna cambiada',
    summary:
      'Extremo que juega en la banda contraria a su pierna dominante, como un zurdo en la derecha, para buscar el centro y el disparo.',
    kind: 'definicion',
    category: 'tactica',
    programme: null,
    body: doc(
      p(
        'Extremo que juega en la banda opuesta a su pierna hábil: un zurdo en la derecha o un diestro en la izquierda. Al recibir, su tendencia natural es conducir hacia dentro, donde puede disparar o filtrar un pase con su pierna buena.',
      ),
      p(
        'Este perfil obliga al lateral rival a defender hacia el interior y abre el pasillo exterior para la subida del lateral propio. A cambio, el extremo llega menos a la línea de fondo para centrar. Es un perfil muy habitual en el fútbol actual.',
      ),
    ),
  },
  {
    term: 'Fuera de juego',
    summary:
      'Infracción de la Regla 11: intervenir en el juego desde una posición más adelantada que el balón y que el penúltimo adversario.',
    kind: 'definicion',
    category: 'reglamento',
    programme: null,
    body: doc(
      p(
        'Regla 11 de las Reglas de Juego. Un jugador está en posición de fuera de juego si, en el momento en que un compañero juega o toca el balón, se encuentra en la mitad contraria del campo y cualquier parte de su cabeza, cuerpo o pies está más cerca de la línea de meta rival que el balón y que el penúltimo adversario. Los brazos y las manos no cuentan.',
      ),
      p(
        'Estar en esa posición no es una infracción por sí mismo: solo se sanciona si el jugador interviene en el juego, interfiere a un adversario o saca ventaja de su posición. No hay infracción si recibe el balón directamente de un saque de banda, de meta o de esquina. La sanción es un tiro libre indirecto.',
      ),
    ),
  },
  {
    term: 'Gegenpressing',
    summary:
      'Término alemán para la presión inmediata tras perder el balón, entendida como una forma de crear ocasiones de gol.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'Término alemán que puede traducirse como «contrapresión». Designa la presión intensa e inmediata que realiza un equipo justo después de perder el balón, con la idea de recuperarlo cerca de la portería rival.',
      ),
      p(
        'Popularizado por entrenadores como Jürgen Klopp y Ralf Rangnick, va un paso más allá de la ',
        link('presión tras pérdida', '/concepts/presion-tras-perdida'),
        ' entendida como recurso defensivo: la plantea como una de las principales fuentes de ocasiones, porque el rival que acaba de recuperar está desorganizado y con su defensa abierta.',
      ),
    ),
  },
  {
    term: 'Habilidad perceptiva',
    summary:
      'Capacidad del jugador para captar información del entorno —compañeros, rivales, espacios— antes y durante cada acción.',
    kind: 'definicion',
    category: 'psicologia',
    programme: 'infantil',
    body: doc(
      p(
        'Capacidad del jugador para obtener información relevante del entorno —posición de compañeros, rivales, balón y espacios libres— antes y durante sus acciones. Es la primera fase de la ',
        link('toma de decisiones', '/concepts/toma-de-decisiones'),
        ': sin una buena percepción, la decisión llega tarde o es equivocada.',
      ),
      p(
        'Su manifestación más visible es el ',
        b('escaneo'),
        ': los giros de cabeza que hace el jugador antes de recibir. Los estudios con centrocampistas de alto nivel muestran que los mejores exploran el entorno con mucha más frecuencia que la media. Se entrena desde edades tempranas con juegos que obligan a mirar antes de recibir.',
      ),
    ),
  },
  {
    term: 'Juego directo',
    summary:
      'Estilo de ataque que busca llevar el balón hacia la portería rival con pocos pases, a menudo en largo y hacia los delanteros.',
    kind: 'definicion',
    category: 'tactica',
    programme: null,
    body: doc(
      p(
        'Forma de atacar que busca acercar el balón a la portería rival con el menor número de pases posible, con frecuencia mediante envíos largos hacia los delanteros. Se opone al juego combinativo o elaborado, aunque en la práctica casi todos los equipos combinan ambos.',
      ),
      p(
        'Es eficaz ante rivales que presionan muy arriba y dejan espacio a su espalda, o cuando el equipo cuenta con delanteros fuertes en el juego aéreo. Requiere una buena organización para disputar la ',
        link('segunda jugada', '/concepts/segunda-jugada'),
        ', porque muchos balones largos no llegan limpios a su destino.',
      ),
    ),
  },
  {
    term: 'Ley de la ventaja',
    summary:
      'Facultad del árbitro de dejar seguir el juego tras una infracción cuando detenerlo perjudicaría al equipo que la ha sufrido.',
    kind: 'definicion',
    category: 'reglamento',
    programme: null,
    body: doc(
      p(
        'Facultad que la Regla 5 otorga al árbitro para permitir que el juego continúe tras una infracción cuando detenerlo perjudicaría al equipo que la ha sufrido. El árbitro la señala extendiendo ambos brazos hacia delante.',
      ),
      p(
        'Si la ventaja prevista no se produce en ese momento o en pocos segundos, el árbitro puede sancionar la infracción original. Aunque se aplique la ventaja, la falta puede castigarse después con tarjeta, en la siguiente interrupción del juego. Su buen uso favorece un partido más fluido y premia al equipo que ataca.',
      ),
    ),
  },
  {
    term: 'Marcaje al hombre',
    summary:
      'Sistema defensivo en el que cada jugador se responsabiliza de un rival concreto y lo sigue allá donde vaya.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'Sistema de defensa en el que cada jugador tiene asignado un rival concreto y lo sigue por todo el campo, con independencia de la zona en la que se encuentre. También se conoce como marcaje individual.',
      ),
      p(
        'Su ventaja es la claridad de responsabilidades; su principal riesgo, que el rival puede arrastrar a los defensores con sus movimientos y abrir espacios. Hoy se utiliza sobre todo de forma puntual —para anular a un jugador determinado o en la presión alta— y combinado con la defensa en zona, en lo que se conoce como defensa mixta.',
      ),
    ),
  },
  {
    term: 'Nivel de activación',
    summary:
      'Grado de excitación física y mental con el que el jugador afronta una tarea o un partido; tanto el exceso como el defecto perjudican el rendimiento.',
    kind: 'definicion',
    category: 'psicologia',
    programme: 'juvenil',
    body: doc(
      p(
        'Grado de excitación física y mental con el que el jugador afronta un entrenamiento o un partido. Cada persona rinde mejor dentro de una franja óptima: por debajo aparecen la apatía y la falta de concentración; por encima, la ansiedad, la rigidez y las decisiones precipitadas.',
      ),
      p(
        'El entrenador influye en él con el calentamiento, el tono de la charla y la gestión de la previa. Un juvenil que afronta su primer partido importante suele necesitar calma, no más intensidad. Enseñar rutinas sencillas —respiración, ',
        i('palabras clave'),
        ', focos de atención concretos— ayuda al jugador a regularlo por sí mismo.',
      ),
    ),
  },
  {
    term: 'Orientación corporal',
    summary:
      'Posición del cuerpo respecto al balón, los rivales y la portería, que condiciona cómo recibe el jugador y qué puede hacer después.',
    kind: 'definicion',
    category: 'tecnica',
    programme: 'infantil',
    body: doc(
      p(
        'Posición del cuerpo del jugador respecto al balón, a los rivales y a la portería. Un jugador bien orientado —o ',
        i('perfilado'),
        '— recibe con el cuerpo abierto, de forma que puede ver el máximo de campo y jugar hacia delante sin necesidad de girarse.',
      ),
      p(
        'Una buena orientación corporal ahorra tiempo, protege el balón y amplía las opciones de pase. Por eso enseñamos a los niños a recibir con el pie más alejado del rival y de lado, en lugar de completamente de frente al pasador.',
      ),
    ),
  },
  {
    term: 'Pivote',
    summary:
      'Centrocampista que juega por delante de los centrales y conecta defensa y ataque; sin balón, protege el carril central.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'Centrocampista situado por delante de la defensa, en el carril central. Con balón, es el enlace entre los centrales y los jugadores más adelantados: se ofrece en la salida, orienta el juego y cambia el balón de lado. Sin balón, protege la zona que hay delante de los centrales y equilibra al equipo.',
      ),
      p(
        'Se juega con un solo pivote, como en el 1-4-3-3, o con dos, el llamado doble pivote del 1-4-2-3-1. Exige una buena ',
        link('orientación corporal', '/concepts/orientacion-corporal'),
        ', visión de juego y mucha disciplina posicional.',
      ),
    ),
  },
  {
    term: 'Quiebro',
    summary:
      'Movimiento de cintura con el que el jugador amaga con salir hacia un lado y sale hacia el otro para desequilibrar al defensor.',
    kind: 'definicion',
    category: 'tecnica',
    programme: 'infantil',
    body: doc(
      p(
        'Movimiento del cuerpo, sobre todo de cintura, con el que el jugador amaga con ir hacia un lado y sale hacia el contrario para desequilibrar al defensor. A diferencia de otros regates, no necesita un contacto especial con el balón: el engaño está en el cuerpo.',
      ),
      p(
        'Es uno de los recursos más eficaces en el uno contra uno y se aprende mejor jugando que repitiendo el gesto sin oposición. Su eficacia depende de la distancia: ni demasiado lejos del rival, que no se lo cree, ni demasiado cerca, cuando ya puede tocar el balón.',
      ),
    ),
  },
  {
    term: 'Repliegue',
    summary:
      'Retroceso organizado del equipo hacia su propio campo tras perder el balón para recuperar la organización defensiva.',
    kind: 'definicion',
    category: 'tactica',
    programme: null,
    body: doc(
      p(
        'Retroceso del equipo hacia su propio campo tras perder el balón, con el objetivo de recuperar la organización defensiva y proteger la portería. Es la alternativa a la presión tras pérdida cuando esta no es posible o no conviene.',
      ),
      p(
        'Puede hacerse de forma ',
        b('intensiva'),
        ', cuando todo el equipo retrocede a la máxima velocidad hasta su zona defensiva, o ',
        b('temporizando'),
        ', cuando algunos jugadores frenan al rival mientras el resto se coloca. En ambos casos, lo importante es replegar por dentro, hacia el carril central, y no persiguiendo el balón.',
      ),
    ),
  },
  {
    term: 'Segunda jugada',
    summary:
      'Balón dividido que queda tras un primer duelo, un rechace o un pase largo, y que ambos equipos pueden disputar.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'Acción que se produce inmediatamente después de un primer duelo o contacto con el balón: el rechace tras un despeje, el balón que cae después de un duelo aéreo o la prolongación de un pase largo. Ninguno de los dos equipos tiene el control y el balón queda a merced de quien llegue antes.',
      ),
      p(
        'Ganar las segundas jugadas exige anticipación y una buena colocación previa, con jugadores situados alrededor de la zona donde probablemente caerá el balón. Es clave cuando se utiliza el ',
        link('juego directo', '/concepts/juego-directo'),
        ' y en las acciones a balón parado.',
      ),
    ),
  },
  {
    term: 'Temporización',
    summary:
      'Acción defensiva de retrasar al atacante sin entrar al balón, para dar tiempo a que lleguen las ayudas y el equipo se reorganice.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'juvenil',
    body: doc(
      p(
        'Acción defensiva en la que el defensor, en lugar de intentar robar de inmediato, retrasa la progresión del atacante: se mantiene a una distancia prudente, orienta su cuerpo para dirigirlo hacia la banda o hacia una zona con ayudas y espera el momento adecuado para intervenir.',
      ),
      p(
        'Es especialmente útil en inferioridad numérica, como en un contraataque rival, y cuando el equipo necesita tiempo para replegar. Un defensor que temporiza bien permite que lleguen las ',
        link('coberturas', '/concepts/coberturas-y-permutas'),
        ' y evita quedar superado por una entrada precipitada.',
      ),
    ),
  },
  {
    term: 'Umbral anaeróbico',
    summary:
      'Intensidad de esfuerzo a partir de la cual el lactato se acumula rápidamente en sangre y la fatiga aparece mucho antes.',
    kind: 'definicion',
    category: 'fisica',
    programme: 'elite',
    body: doc(
      p(
        'Intensidad de ejercicio por encima de la cual el organismo ya no es capaz de eliminar el lactato al mismo ritmo al que lo produce, de modo que este se acumula en sangre y la fatiga aparece mucho antes. Por debajo de ese umbral, el esfuerzo puede mantenerse durante largo tiempo.',
      ),
      p(
        'En el fútbol se estima mediante pruebas de campo o de laboratorio y se expresa como una velocidad de carrera o una frecuencia cardiaca. Conocerlo permite individualizar las intensidades de los trabajos de carrera y controlar mejor la ',
        link('carga de entrenamiento', '/concepts/carga-de-entrenamiento'),
        ' de cada jugador.',
      ),
    ),
  },
  {
    term: 'Velocidad de reacción',
    summary:
      'Tiempo que tarda el jugador en responder con un movimiento a un estímulo del juego, como un rechace o la salida de un rival.',
    kind: 'definicion',
    category: 'fisica',
    programme: 'infantil',
    body: doc(
      p(
        'Capacidad de responder con un movimiento en el menor tiempo posible ante un estímulo: un balón que rebota, la salida de un rival, un pase inesperado. Se mide como el tiempo que transcurre entre la aparición del estímulo y el inicio de la respuesta.',
      ),
      p(
        'En el fútbol casi nunca es una reacción simple, sino una reacción de elección: el jugador debe percibir, decidir y moverse. Por eso se entrena mejor con estímulos propios del juego —balones, compañeros, rivales— que con señales artificiales como un silbato. La infancia es una etapa especialmente favorable para desarrollarla.',
      ),
    ),
  },
  {
    term: 'Zona de creación',
    summary:
      'Sector del campo entre la línea media y el área rival en el que el equipo elabora el juego y prepara la finalización.',
    kind: 'definicion',
    category: 'tactica',
    programme: 'elite',
    body: doc(
      p(
        'Sector del terreno de juego comprendido, aproximadamente, entre el centro del campo y la frontal del área rival. Es la zona en la que el equipo elabora el juego, busca desequilibrar a la defensa contraria y prepara las acciones de finalización.',
      ),
      p(
        'Se suele distinguir de la zona de inicio, cerca de la propia portería, y de la zona de finalización, en el área rival y sus alrededores. En la zona de creación son especialmente valiosas las recepciones entre líneas, el juego por los ',
        link('carriles interiores', '/concepts/carril-interior'),
        ' y mecanismos como el ',
        link('tercer hombre', '/concepts/tercer-hombre'),
        '.',
      ),
    ),
  },
]

/**
 * Every concept slug linked from demo post bodies (and, for completeness, from concept bodies).
 * Each one is produced by a term in `demoConcepts` under the slug rule documented on `DemoConcept`.
 */
export const linkedConceptSlugs: string[] = [
  // From posts
  'amplitud-y-profundidad',
  'basculacion',
  'bloque-bajo',
  'cambio-de-orientacion',
  'carga-de-entrenamiento',
  'coberturas-y-permutas',
  'juego-directo',
  'juego-posicional',
  'juego-reducido',
  'linea-de-pase',
  'orientacion-corporal',
  'periodizacion-tactica',
  'presion-tras-perdida',
  'quiebro',
  'rondo',
  'segunda-jugada',
  'superioridad-numerica',
  'temporizacion',
  'tercer-hombre',
  'toma-de-decisiones',
  'transiciones',
  'umbral-anaerobico',
  'vigilancias-defensivas',
  // Only from concept bodies
  'carril-interior',
  'fuera-de-juego',
  'gegenpressing',
  'habilidad-perceptiva',
]
