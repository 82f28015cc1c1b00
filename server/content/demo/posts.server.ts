import type { CoverTheme } from './cover-art.server.ts'
import type { RichTextDoc } from './rich-text.server.ts'
import { b, doc, h2, h3, hr, i, link, ol, p, quote, ul } from './rich-text.server.ts'

export type { CoverTheme }

export type DemoProgramme = 'infantil' | 'juvenil' | 'elite'

/**
 * A demo blog post.
 *
 * - `programme`: 'infantil' (6–12 años), 'juvenil' (13–18), 'elite' (alto rendimiento) or `null` for general posts.
 * - `tags`: 2–4 lowercase Spanish tags, reused across posts.
 * - `publishedDaysAgo`: publication date relative to seeding time, in days. Positive = already published
 *   (2 → two days ago). Negative = scheduled for the future (-7 → goes live in seven days).
 * - `draft: true`: unpublished draft (exactly one post). Its `publishedDaysAgo` is only a reference date
 *   (e.g. for "last edited"); it must not be shown publicly.
 */
export type DemoPost = {
  title: string
  excerpt: string
  programme: DemoProgramme | null
  tags: string[]
  publishedDaysAgo: number
  draft?: true
  body: RichTextDoc
  coverTheme: CoverTheme
  /** A drawn picture the seed stores like an upload and places in the body before block `before`. */
  figure?: { theme: CoverTheme; alt: string; caption: string; before: number }
}

export const demoPosts: DemoPost[] = [
  // ───────────────────────────── Élite ─────────────────────────────
  {
    title: 'Periodización táctica en la semana competitiva',
    excerpt:
      'Cómo organizamos el microciclo entre dos partidos: qué trabajamos cada día, con qué dimensiones y por qué el modelo de juego manda sobre todo lo demás.',
    programme: 'elite',
    tags: ['periodización', 'metodología', 'competición', 'cargas'],
    publishedDaysAgo: 2,
    coverTheme: { colors: ['#0f172a', '#3b82f6'], motif: 'tactics' },
    figure: {
      theme: { colors: ['#14532d', '#22c55e'], motif: 'tactics' },
      alt: 'Pizarra táctica: un 1-4-3-3 frente a siete rivales, con los desmarques marcados con flechas.',
      caption: 'La estructura del modelo de juego guía cada tarea del microciclo.',
      before: 3,
    },
    body: doc(
      p(
        'Entre dos partidos hay seis días, y cada uno tiene una función. La ',
        link('periodización táctica', '/concepts/periodizacion-tactica'),
        ', la metodología desarrollada por el profesor portugués Vítor Frade, parte de una idea sencilla: el juego que queremos jugar debe guiar todo lo que hacemos durante la semana, también la preparación física. No entrenamos por un lado la táctica, por otro la técnica y por otro la condición física: entrenamos ',
        i('nuestra forma de jugar'),
        ', y las demás dimensiones van incluidas en ella.',
      ),
      h2('Principios que guían la semana'),
      ul(
        [
          b('Especificidad.'),
          ' Cada tarea tiene que estar relacionada con el modelo de juego. Correr sin balón alrededor del campo rara vez lo está.',
        ],
        [
          b('Alternancia horizontal.'),
          ' Cada día se pone el acento en un tipo de esfuerzo distinto para no sobrecargar siempre las mismas estructuras.',
        ],
        [
          b('Propensiones.'),
          ' Diseñamos tareas en las que los comportamientos que buscamos aparezcan muchas veces.',
        ],
        [
          b('Progresión compleja.'),
          ' Los principios se trabajan de lo general a lo particular, a lo largo de la semana y de la temporada.',
        ],
      ),
      h2('El morfociclo, día a día'),
      p(
        'Con un partido el domingo, nuestra semana tipo se organiza así. Usamos la nomenclatura habitual, en la que «MD» es el día de partido y los números indican los días antes o después del encuentro:',
      ),
      ol(
        [
          b('MD+1 (lunes): recuperación.'),
          ' Los titulares hacen trabajo regenerativo; quienes jugaron poco, una sesión compensatoria con intensidad.',
        ],
        [b('MD+2 (martes): descanso.'), ' Tan importante como cualquier sesión.'],
        [
          b('MD-4 (miércoles): tensión.'),
          ' Espacios reducidos, muchas acciones de fuerza, aceleraciones y duelos. Trabajamos subprincipios en sectores del campo.',
        ],
        [
          b('MD-3 (jueves): duración.'),
          ' Espacios amplios y situaciones cercanas al partido, once contra once o similares. Es el día de mayor volumen.',
        ],
        [
          b('MD-2 (viernes): velocidad.'),
          ' Tareas cortas, con descansos completos, buscando la máxima velocidad de ejecución y de decisión.',
        ],
        [
          b('MD-1 (sábado): activación.'),
          ' Sesión breve: acciones a balón parado, repaso del plan de partido y estímulos cortos de velocidad.',
        ],
      ),
      h2('Cuando hay dos partidos por semana'),
      p(
        'Con partidos el domingo y el miércoles, el morfociclo se comprime. El día después del partido se dedica a recuperar y el siguiente ya es la víspera del próximo encuentro. En esos ciclos casi todo el trabajo táctico se hace con vídeo, en sesiones de baja carga o aprovechando a los jugadores que no han sido titulares. La prioridad pasa a ser llegar frescos.',
      ),
      h2('El control de la carga'),
      p(
        'La periodización táctica no está reñida con medir. Al contrario: registrar la ',
        link('carga de entrenamiento', '/concepts/carga-de-entrenamiento'),
        ' de cada jugador nos permite comprobar que la semana se comporta como habíamos planificado y ajustar sobre la marcha cuando alguien acumula demasiado. El plan es colectivo, pero el cuerpo de cada jugador responde a su manera.',
      ),
      quote(
        'No se trata de entrenar mucho ni poco, sino de entrenar lo que queremos que aparezca el domingo.',
      ),
    ),
  },
  {
    title: 'Gestión de cargas en categoría élite',
    excerpt:
      'Sumar minutos no es lo mismo que entrenar. Cómo controlamos la carga interna y externa para llegar frescos al partido y reducir el riesgo de lesión.',
    programme: 'elite',
    tags: ['cargas', 'preparación física', 'periodización', 'salud'],
    publishedDaysAgo: 19,
    coverTheme: { colors: ['#1e1b4b', '#6366f1'], motif: 'cones' },
    body: doc(
      p(
        'Sumar minutos de entrenamiento no es lo mismo que entrenar bien. En un equipo de rendimiento, con partidos cada fin de semana y a menudo también entre semana, la diferencia entre llegar en plena forma y llegar fatigado depende en gran parte de cómo gestionamos la ',
        link('carga de entrenamiento', '/concepts/carga-de-entrenamiento'),
        '. No hace falta un gran presupuesto para hacerlo con rigor; hace falta constancia y criterio.',
      ),
      h2('Carga externa y carga interna'),
      p('Distinguimos dos caras de una misma realidad:'),
      ul(
        [
          b('Carga externa:'),
          ' lo que el jugador hace. Distancia recorrida, metros a alta velocidad, aceleraciones, frenadas, número de esprints. Se mide con dispositivos GPS o, en su defecto, a partir del diseño de la propia tarea.',
        ],
        [
          b('Carga interna:'),
          ' cómo responde el organismo a ese esfuerzo. Frecuencia cardiaca, percepción del esfuerzo, sensación de fatiga.',
        ],
      ),
      p(
        'Dos jugadores pueden hacer exactamente la misma tarea y soportar cargas internas muy distintas, según su estado de forma, su descanso o su historial de lesiones. Por eso conviene mirar las dos.',
      ),
      h2('Herramientas al alcance de cualquier club'),
      ol(
        [
          b('Esfuerzo percibido de la sesión.'),
          ' Unos treinta minutos después de entrenar, cada jugador valora de 0 a 10 lo dura que ha sido la sesión. Multiplicado por los minutos, da una unidad de carga sencilla y sorprendentemente fiable.',
        ],
        [
          b('Cuestionario de bienestar.'),
          ' Antes de entrenar: calidad del sueño, fatiga, dolor muscular, estrés y estado de ánimo, cada uno de 1 a 5. Dos minutos al día.',
        ],
        [
          b('Registro de minutos de partido.'),
          ' Titulares, suplentes y no convocados tienen semanas muy diferentes.',
        ],
        [b('Conversación.'), ' Ningún dato sustituye a preguntar al jugador cómo está.'],
      ),
      h2('Evitar los picos'),
      p(
        'Más que la carga absoluta, lo que más se relaciona con el riesgo de lesión son los ',
        b('cambios bruscos'),
        ': una semana mucho más exigente que las anteriores, el regreso de unas vacaciones sin progresión o un jugador que pasa de no jugar a disputar noventa minutos dos veces en cuatro días. Comparar la carga de la semana con la media de las cuatro anteriores es una referencia útil, siempre que la usemos como orientación y no como una regla matemática.',
      ),
      h2('Individualizar'),
      p(
        'El grupo entrena junto, pero no todos necesitan lo mismo. Después de cada partido distinguimos al menos tres perfiles: quienes han jugado más de sesenta minutos, quienes han jugado poco y quienes no han jugado. Los primeros recuperan; los demás hacen un trabajo ',
        i('compensatorio'),
        ' que reproduzca los esfuerzos del partido, con especial atención a las acciones de alta velocidad.',
      ),
      p(
        'También individualizamos según la historia de cada jugador: quien vuelve de una lesión, quien acaba de incorporarse o quien arrastra molestias necesita una progresión propia. Para ajustar las intensidades de carrera nos apoyamos en pruebas que estiman su ',
        link('umbral anaeróbico', '/concepts/umbral-anaerobico'),
        ' al principio de la temporada.',
      ),
      quote(
        'El mejor entrenamiento es el que el jugador puede asimilar. Todo lo que va más allá no suma: resta.',
      ),
    ),
  },
  {
    title: 'El tercer hombre: atacar desde el pase que no se ve',
    excerpt:
      'Cuando el pase directo está cerrado, el tercer hombre abre la puerta. Cómo reconocerlo, entrenarlo y convertirlo en un hábito colectivo.',
    programme: 'elite',
    tags: ['táctica', 'ataque', 'juego posicional', 'rondos'],
    publishedDaysAgo: 68,
    coverTheme: { colors: ['#172554', '#0ea5e9'], motif: 'rondo' },
    body: doc(
      p(
        'Hay un momento del juego que distingue a los equipos con una idea clara: el balón llega a un jugador que ya está de cara, libre y con ventaja, después de una combinación que el rival no ha sabido leer. Detrás de esa jugada casi siempre hay un ',
        link('tercer hombre', '/concepts/tercer-hombre'),
        '.',
      ),
      h2('La idea'),
      p(
        'Cuando el jugador A quiere dar el balón a C, pero la línea de pase directa está cerrada, juega con B, que está cerca, y B devuelve o prolonga hacia C. El defensor que vigilaba a C estaba pendiente del pase de A y llega tarde al de B. El receptor final recibe orientado, con tiempo y, a menudo, por detrás de una línea rival.',
      ),
      p(
        'Lo interesante es que ',
        b('C no recibe del jugador que lo ve primero'),
        ', sino del segundo. Su movimiento tiene que arrancar cuando el balón va hacia B, no cuando B ya lo tiene. Esa anticipación es lo que convierte un recurso de pizarra en un arma real.',
      ),
      h2('Dónde aparece'),
      ul(
        'En la salida de balón, para superar la primera línea de presión: central, pivote y lateral o interior.',
        'En la zona de creación, para recibir entre líneas de cara a la portería rival.',
        'En el último tercio, con una pared y el desmarque de ruptura del tercer jugador a la espalda de la defensa.',
      ),
      h2('Qué necesita el equipo'),
      h3('Estructura'),
      p(
        'El tercer hombre es hijo del ',
        link('juego posicional', '/concepts/juego-posicional'),
        '. Sin jugadores escalonados en diferentes alturas y carriles no hay triángulos, y sin triángulos no hay tercer hombre. La ocupación racional del espacio es la condición previa.',
      ),
      h3('Perfiles corporales'),
      p(
        'El jugador que hace de ',
        i('pared'),
        ' suele recibir de espaldas y jugar a un toque. El que recibe en último lugar necesita llegar perfilado, con el cuerpo abierto hacia donde va a jugar. Trabajamos ambos roles por separado antes de juntarlos.',
      ),
      h3('Lectura compartida'),
      p(
        'Los tres implicados deben ver la misma jugada a la vez. Eso solo se consigue con muchas repeticiones y un lenguaje común: cuando alguien grita «¡de cara!», todos saben lo que viene después.',
      ),
      h2('Cómo lo entrenamos'),
      ol(
        [
          b('Rondos con regla de tercer hombre:'),
          ' en un 4 contra 2, el pase de A a C a través de B vale un punto extra.',
        ],
        [
          b('Circuitos de combinación sin oposición,'),
          ' como activación, para automatizar ritmos, distancias y perfiles.',
        ],
        [
          b('Juego de posición en tres zonas:'),
          ' el balón solo puede pasar de la primera a la tercera zona a través de un jugador de la zona central que juegue a un toque.',
        ],
      ),
      p(
        'Como todo lo relacionado con el pase, nada de esto funciona sin una buena ',
        link('línea de pase', '/concepts/linea-de-pase'),
        ' y sin la paciencia necesaria para repetir. El día que el equipo lo hace sin pensarlo, el juego cambia de nivel.',
      ),
    ),
  },
  {
    title: 'Análisis del rival: preparar el partido sin saturar al jugador',
    excerpt:
      'Más información no significa mejor preparación. Qué contarle al jugador sobre el rival, cuándo hacerlo y en qué formato.',
    programme: 'elite',
    tags: ['análisis', 'táctica', 'competición', 'psicología'],
    publishedDaysAgo: 150,
    coverTheme: { colors: ['#111827', '#10b981'], motif: 'pitch' },
    body: doc(
      p(
        'Nunca ha sido tan fácil conseguir información sobre un rival. Con un par de partidos grabados y algo de tiempo, cualquier cuerpo técnico puede elaborar un informe de veinte páginas. El problema es que el jugador no juega con el informe: ',
        i('juega con lo que recuerda de él'),
        '. Preparar bien un partido consiste, sobre todo, en ',
        b('elegir qué contar'),
        '.',
      ),
      h2('Qué miramos del rival'),
      p(
        'Analizamos a cada rival en los cuatro momentos del juego y en la estrategia, pero solo trasladamos al jugador lo que puede cambiar su comportamiento:',
      ),
      ul(
        [
          b('Organización ofensiva:'),
          ' cómo saca el balón, por dónde progresa, quién genera y quién finaliza.',
        ],
        [
          b('Organización defensiva:'),
          ' altura del bloque, si presiona arriba o espera en ',
          link('bloque bajo', '/concepts/bloque-bajo'),
          ', cómo defiende los centros.',
        ],
        [
          b('Transiciones:'),
          ' si contraataca rápido tras robar o prefiere asegurar la posesión; cuánto tarda en reorganizarse tras perder.',
        ],
        [b('Balón parado:'), ' lanzadores, movimientos y marcajes en córneres y faltas.'],
      ),
      h2('Menos es más'),
      p(
        'Nuestra regla es sencilla: ',
        b('tres ideas por partido'),
        '. Una para atacar, una para defender y una de estrategia. Si el rival deja espacio a la espalda de sus laterales, lo decimos y lo entrenamos. Si su delantero siempre ataca el primer palo, lo decimos y lo entrenamos. Todo lo demás queda en manos del cuerpo técnico para ajustar durante el partido.',
      ),
      h2('El formato importa'),
      ol(
        [
          b('Vídeo corto.'),
          ' No más de diez o doce minutos en la charla colectiva, con clips de pocos segundos y una sola idea por clip.',
        ],
        [
          b('Material individual.'),
          ' Cada jugador recibe dos o tres clips de su par directo: el extremo al que va a defender, el delantero con el que va a pelear.',
        ],
        [
          b('Entrenamiento.'),
          ' La información se convierte en tareas durante la semana. Lo que no se entrena difícilmente aparece el domingo.',
        ],
        [b('Recordatorio final.'), ' En la charla previa al partido, solo las tres ideas clave.'],
      ),
      h2('Sin olvidarnos de nosotros'),
      p(
        'El análisis del rival no puede hacernos olvidar nuestro propio modelo. Ajustamos, no reinventamos. Si nuestro equipo presiona alto, seguiremos haciéndolo aunque el rival salga bien; quizá cambiemos la altura de la presión o las ',
        link('vigilancias defensivas', '/concepts/vigilancias-defensivas'),
        ', pero no la identidad. Un equipo que cambia su forma de jugar cada semana acaba sin ninguna.',
      ),
      p(
        'También estudiamos qué ocurre después de los balones largos: quién gana la ',
        link('segunda jugada', '/concepts/segunda-jugada'),
        ' en los partidos del rival suele anticipar quién dominará el centro del campo.',
      ),
      quote('El jugador tiene que salir al campo con la cabeza clara, no llena.'),
    ),
  },

  // ──────────────────────────── Juvenil ────────────────────────────
  {
    title: 'Cómo trabajar la presión tras pérdida en juveniles',
    excerpt:
      'Los segundos posteriores a perder el balón deciden muchos partidos. Principios, tareas y errores frecuentes al entrenar la presión tras pérdida con juveniles.',
    programme: 'juvenil',
    tags: ['presión', 'táctica', 'defensa', 'rondos'],
    publishedDaysAgo: 7,
    coverTheme: { colors: ['#1e3a8a', '#38bdf8'], motif: 'pressing' },
    body: doc(
      p(
        'Hay pocos momentos en un partido tan decisivos como los cinco o seis segundos que siguen a una pérdida de balón. El rival acaba de recuperar, todavía está desorganizado y muchas veces mira hacia su propia portería. Si en ese instante somos capaces de reaccionar juntos, podemos recuperar el balón cerca del área contraria, con el rival abierto y mal colocado.',
      ),
      p(
        'Eso es la ',
        link('presión tras pérdida', '/concepts/presion-tras-perdida'),
        ', uno de los comportamientos que más trabajamos en la etapa juvenil, porque exige a la vez concentración, compromiso colectivo y una buena organización con balón.',
      ),
      h2('Por qué presionar justo después de perder'),
      ul(
        'El rival que acaba de recuperar suele estar orientado hacia su portería y con pocas opciones de pase.',
        'Estamos cerca del balón, porque acabábamos de tenerlo: la distancia que hay que recorrer es mínima.',
        'Una recuperación en campo contrario es una de las ocasiones más claras que se pueden generar.',
        'Evitamos repliegues largos que desgastan física y mentalmente al equipo.',
      ),
      h2('Los principios que enseñamos'),
      h3('Reaccionar, no lamentarse'),
      p(
        'La primera reacción tiene que ser inmediata. El jugador que ha perdido el balón y los dos o tres más cercanos saltan sobre el poseedor sin esperar. Un segundo de lamento es suficiente para que el rival levante la cabeza y salga de la zona.',
      ),
      h3('Atacar bien para defender bien'),
      p(
        'Solo se puede presionar tras pérdida si, mientras atacábamos, estábamos ',
        b('cerca y bien escalonados'),
        '. Un equipo partido en dos bloques, con los delanteros a treinta metros de los centrocampistas, no puede presionar nada. Por eso hablamos de ',
        i('vigilancias'),
        ' y de distancias cortas entre líneas también durante la fase ofensiva.',
      ),
      h3('Cerrar antes que robar'),
      p(
        'El primer presionante va al balón, pero el resto no persigue: cierra las líneas de pase más cercanas y obliga al rival a jugar hacia atrás o hacia la banda. Muchas recuperaciones no llegan por una entrada, sino por un pase forzado.',
      ),
      h3('Saber cuándo parar'),
      p(
        'Si en unos cinco segundos no hemos recuperado, o el rival ha superado la primera presión, el equipo se reorganiza y repliega. Presionar sin criterio es la forma más rápida de quedar expuesto.',
      ),
      h2('Tareas para entrenarla'),
      ol(
        [
          b('Rondo con transición:'),
          ' un 5 contra 2 en el que, si los defensores roban, deben sacar el balón a un cuadrado contiguo, y quienes lo han perdido disponen de cinco segundos para impedirlo.',
        ],
        [
          b('Juego de posición con regla de recuperación:'),
          ' 6 contra 6 más comodines; un robo en los cinco segundos posteriores a la pérdida vale un punto.',
        ],
        [b('Partido condicionado:'), ' el gol marcado tras una recuperación en campo rival vale doble.'],
      ),
      h2('Errores frecuentes'),
      p(
        'Con juveniles vemos a menudo tres problemas: presiones individuales que el resto del equipo no acompaña, saltos a destiempo que dejan la espalda libre y una falta de reacción cuando aparece el cansancio. Los tres se corrigen con repetición, con vídeo y con un mensaje claro: la presión tras pérdida no es una acción individual, sino un comportamiento colectivo. Como el resto de las ',
        link('transiciones', '/concepts/transiciones'),
        ', se entrena todos los días.',
      ),
    ),
  },
  {
    title: 'Salida de balón ante presión alta',
    excerpt:
      'Salir jugando no es una obligación estética: es una forma de atraer al rival para encontrar espacios. Cómo construir la salida ante equipos que aprietan arriba.',
    programme: 'juvenil',
    tags: ['salida de balón', 'táctica', 'presión', 'ataque'],
    publishedDaysAgo: 26,
    coverTheme: { colors: ['#0c4a6e', '#22d3ee'], motif: 'tactics' },
    body: doc(
      p(
        'Cada vez más equipos juveniles presionan arriba desde el saque de puerta. Ante esa situación hay dos tentaciones: lanzar en largo sistemáticamente o insistir en salir jugando sin ningún plan. Ninguna de las dos es buena. Salir jugando no es una cuestión estética; es una forma de ',
        b('atraer al rival'),
        ' para encontrar espacios detrás de su primera línea de presión.',
      ),
      h2('Para qué salimos jugando'),
      p(
        'Cuando el rival presiona con muchos jugadores arriba, deja necesariamente espacios en otras zonas del campo. Si somos capaces de superar esa primera presión, nos encontraremos atacando contra menos defensores y con más metros por delante. El objetivo de la salida no es tener el balón, sino llevarlo a una zona donde podamos progresar con ventaja.',
      ),
      h2('Una estructura de partida'),
      p('No existe una estructura única, pero sí algunos principios que se repiten:'),
      ul(
        [
          b('El portero como un jugador más.'),
          ' Con él podemos sumar ',
          link('superioridad numérica', '/concepts/superioridad-numerica'),
          ' ante la primera línea rival.',
        ],
        [
          b('Centrales abiertos'),
          ' hasta los costados del área, para alargar la distancia que deben recorrer los presionantes.',
        ],
        [
          b('Un pivote'),
          ' que se ofrece por delante, perfilado, y que fija a uno de los centrocampistas rivales.',
        ],
        [
          b('Laterales a diferentes alturas'),
          ' según dónde salte el rival: uno ofrece apoyo cerca y el otro estira el campo.',
        ],
      ),
      h2('Mecanismos para superar la primera línea'),
      ol(
        [
          b('Atraer y soltar.'),
          ' El central conduce hacia el rival hasta que este salta, y entonces pasa al compañero que ha quedado libre.',
        ],
        [
          b('El tercer hombre.'),
          ' Si el pase al pivote está vigilado, se juega a un apoyo que devuelve de cara a un tercero que ya está orientado. Lo desarrollamos en la ficha de ',
          link('tercer hombre', '/concepts/tercer-hombre'),
          '.',
        ],
        [
          b('Descuelgue del pivote.'),
          ' El mediocentro baja entre los centrales para formar una línea de tres y desajustar las referencias de la presión.',
        ],
        [
          b('Cambiar de lado.'),
          ' Si el rival bascula hacia un costado, el lado contrario queda libre: un pase largo y tenso puede saltar toda la presión.',
        ],
      ),
      h2('Cuándo ir en largo'),
      p(
        'Salir jugando no significa renunciar al balón largo. Si el rival presiona hombre a hombre y deja a sus centrales en igualdad, el ',
        link('juego directo', '/concepts/juego-directo'),
        ' hacia un delantero que gana duelos es una solución perfectamente válida. Lo importante es hacerlo con intención: con apoyos cerca del receptor y jugadores preparados para disputar la ',
        link('segunda jugada', '/concepts/segunda-jugada'),
        '.',
      ),
      h2('Cómo lo entrenamos'),
      p(
        'Trabajamos la salida en situaciones progresivas: primero un 4 contra 2 con portero, después un 6 contra 4 en medio campo y, finalmente, un once contra once con un rival que imita la presión del próximo partido. En todas ellas los jugadores tienen que reconocer dónde está la superioridad y hacia dónde atacar. El miedo a perder el balón se combate con repetición y con un mensaje claro: ',
        i('el error en la salida es del equipo, no del jugador que lo comete'),
        '.',
      ),
    ),
  },
  {
    title: 'Nutrición y descanso del joven futbolista',
    excerpt:
      'Entrenar bien es solo una parte. Lo que el jugador come y cuánto duerme determina cómo rinde, cómo se recupera y cómo crece.',
    programme: 'juvenil',
    tags: ['nutrición', 'descanso', 'salud'],
    publishedDaysAgo: 47,
    coverTheme: { colors: ['#075985', '#a5f3fc'], motif: 'ball' },
    body: doc(
      p(
        'Entrenar bien es solo una parte del trabajo. Entre los 13 y los 18 años el cuerpo del futbolista está creciendo, y lo que come, lo que bebe y cuánto duerme determinan cómo rinde, cómo se recupera y cómo se desarrolla. Estas pautas son generales; cualquier caso concreto debe valorarlo un profesional de la nutrición o de la medicina deportiva.',
      ),
      h2('Comer para crecer y para rendir'),
      p(
        'Un adolescente que entrena cuatro o cinco días a la semana tiene unas necesidades de energía muy superiores a las de un compañero sedentario. El error más frecuente no es comer mal, sino ',
        b('comer poco'),
        ': saltarse el desayuno, llegar al entrenamiento con el estómago vacío o cenar cualquier cosa a las once de la noche.',
      ),
      ul(
        [
          b('Hidratos de carbono'),
          ' (pasta, arroz, pan, patata, legumbres, fruta): son el combustible principal del fútbol.',
        ],
        [
          b('Proteínas'),
          ' (huevos, carne, pescado, lácteos, legumbres): imprescindibles para reparar y construir músculo.',
        ],
        [b('Fruta y verdura'), ' todos los días, por sus vitaminas y minerales.'],
        [b('Agua'), ' como bebida habitual; los refrescos y las bebidas energéticas no son una alternativa.'],
      ),
      h3('El día de partido'),
      p(
        'La comida principal debe hacerse unas tres o cuatro horas antes del encuentro, basada en hidratos de carbono y fácil de digerir. Si el partido es por la mañana, un desayuno completo y temprano; si queda mucho tiempo, un pequeño tentempié una hora antes, como una pieza de fruta o un bocadillo pequeño. ',
        i('No es día para probar alimentos nuevos.'),
      ),
      h3('Después del esfuerzo'),
      p(
        'En la hora siguiente al entrenamiento o al partido conviene reponer líquidos y tomar algo que combine hidratos y proteínas: un vaso de leche con un bocadillo, un yogur con fruta o la propia cena, si es el momento. Es una forma sencilla de favorecer la recuperación.',
      ),
      h2('El sueño, el mejor suplemento'),
      p(
        'Durante el sueño el cuerpo se recupera, consolida lo aprendido y segrega buena parte de la hormona del crecimiento. Los adolescentes necesitan dormir ',
        b('entre ocho y diez horas'),
        ', y muchos no llegan ni a siete. Las pantallas hasta tarde, los horarios irregulares y los entrenamientos nocturnos hacen el resto.',
      ),
      p(
        'Algunos hábitos sencillos ayudan mucho: dejar el móvil fuera del dormitorio, acostarse y levantarse a horas parecidas también el fin de semana y evitar las bebidas con cafeína por la tarde.',
      ),
      h2('Señales de alarma'),
      p('Hay indicios que merecen una conversación con el jugador y, si es necesario, con su familia:'),
      ul(
        'cansancio persistente que no mejora con el descanso;',
        'pérdida de peso o cambios bruscos en la forma de comer;',
        'molestias que se repiten en los entrenamientos;',
        'irritabilidad o desmotivación poco habituales.',
      ),
      p(
        'Muchas veces detrás de estas señales hay un exceso de ',
        link('carga de entrenamiento', '/concepts/carga-de-entrenamiento'),
        ' sumado a un descanso insuficiente: entrenamiento con el club, educación física, otro deporte y un partido el fin de semana. Escuchar al jugador también es parte de nuestro trabajo.',
      ),
    ),
  },
  {
    title: 'Basculación y coberturas: defender juntos',
    excerpt:
      'Un equipo que defiende junto es difícil de superar. Cómo enseñar a bascular, cubrir y permutar a jugadores que empiezan a competir en fútbol 11.',
    programme: 'juvenil',
    tags: ['defensa', 'táctica'],
    publishedDaysAgo: 120,
    coverTheme: { colors: ['#1e40af', '#818cf8'], motif: 'tactics' },
    body: doc(
      p(
        'Cuando los jugadores llegan al fútbol 11, descubren que defender ya no consiste en perseguir al rival que lleva el balón. El campo es más grande, los espacios también, y un equipo que no se mueve como un bloque ofrece huecos por todas partes. Por eso una de nuestras prioridades en la etapa juvenil es enseñar a ',
        b('defender juntos'),
        '.',
      ),
      h2('Bascular: moverse hacia el balón'),
      p(
        'La ',
        link('basculación', '/concepts/basculacion'),
        ' es el desplazamiento lateral del equipo hacia la zona donde está el balón. Si el rival ataca por la derecha, todo el bloque se desliza hacia ese lado para reducir el espacio y acumular jugadores cerca del balón. El lado contrario queda más vacío, pero también ',
        i('más lejos del peligro'),
        '.',
      ),
      p('Para que la basculación funcione hay que respetar tres ideas:'),
      ul(
        'las líneas se desplazan a la vez, manteniendo distancias cortas entre jugadores;',
        'el jugador más alejado del balón cierra hacia dentro, no se queda pegado a su par;',
        'cuanto más rápido se mueve el balón, más rápido debe desplazarse el bloque.',
      ),
      h2('Coberturas: nadie defiende solo'),
      p(
        'Cuando un compañero sale a presionar al poseedor, otro debe colocarse a su espalda, en diagonal, para corregir si es superado. Eso es la cobertura. Sin ella, cada regate del rival se convierte en una ocasión. Con ella, el defensor que presiona puede ser agresivo, porque sabe que tiene a alguien detrás.',
      ),
      h3('Y si actúa la cobertura, la permuta'),
      p(
        'Si el compañero que cubría tiene que salir al encuentro del atacante, su posición queda libre. El jugador superado, en lugar de lamentarse, ocupa el puesto que ha dejado el otro. Ese intercambio de funciones es la permuta, y lo explicamos con detalle en ',
        link('coberturas y permutas', '/concepts/coberturas-y-permutas'),
        '.',
      ),
      h2('Temporizar en lugar de entrar'),
      p(
        'Muchos juveniles defienden lanzándose al balón a la primera ocasión. Enseñamos a ',
        link('temporizar', '/concepts/temporizacion'),
        ': retrasar la acción del atacante, orientarlo hacia la banda y esperar a que lleguen las ayudas. Un defensor que aguanta de pie dos segundos permite que el equipo bascule y se reorganice.',
      ),
      h2('Cómo lo entrenamos'),
      ol(
        [
          b('Línea de cuatro contra balón:'),
          ' el entrenador mueve el balón con las manos entre varios atacantes fijos y la línea defensiva bascula, cubre y comunica.',
        ],
        [
          b('4 contra 4 con dos comodines en campo ancho:'),
          ' obliga a desplazarse lateralmente y castiga al equipo que se parte.',
        ],
        [
          b('Partido por pasillos:'),
          ' el campo se divide en tres pasillos y el bloque defensivo debe tener siempre al menos dos líneas en el pasillo del balón.',
        ],
      ),
      quote(
        'Un buen defensor es el que llega antes a la posición correcta, no el que hace la entrada más espectacular.',
      ),
      p(
        'La comunicación es el pegamento de todo lo anterior. «Voy», «tengo», «cubro», «cambia»: palabras cortas que, repetidas en cada entrenamiento, acaban haciendo que once jugadores defiendan como uno solo.',
      ),
    ),
  },
  {
    title: 'El cambio de orientación: enseñar a ver el lado débil',
    excerpt:
      'Atraer por un lado para atacar por el otro. Cómo entrenar el cambio de orientación para que el juvenil aprenda a descubrir el lado débil del rival.',
    programme: 'juvenil',
    tags: ['táctica', 'técnica', 'ataque'],
    publishedDaysAgo: -7,
    coverTheme: { colors: ['#1d4ed8', '#93c5fd'], motif: 'pitch' },
    body: doc(
      p(
        'Un equipo que defiende bien bascula hacia el balón. Es lo que enseñamos a nuestros propios jugadores y, por tanto, lo que también hará el rival. Si todo su bloque se desplaza hacia un costado, al otro lado del campo aparece un espacio enorme: el ',
        b('lado débil'),
        '. Saber encontrarlo a tiempo es una de las señales más claras de madurez en un jugador juvenil.',
      ),
      h2('Qué es un cambio de orientación'),
      p(
        'Hablamos de ',
        link('cambio de orientación', '/concepts/cambio-de-orientacion'),
        ' cuando el balón pasa de una zona del campo a otra muy alejada, normalmente de una banda a la contraria, para atacar el espacio que el rival ha dejado libre. Puede hacerse con un pase largo directo o con dos o tres pases cortos y rápidos que atraviesan el campo. Lo importante no es la distancia del pase, sino que el balón llegue ',
        i('antes'),
        ' de que el rival termine de bascular.',
      ),
      h2('Atraer para después cambiar'),
      p(
        'El cambio de orientación no empieza con el pase largo, sino mucho antes. Primero hay que atraer al rival hacia un lado: combinar en corto, amenazar por dentro, conseguir que sus jugadores salten. Solo entonces el lado contrario queda realmente libre. Para que funcione necesitamos:',
      ),
      ul(
        [
          'un jugador que mantenga la ',
          link('amplitud', '/concepts/amplitud-y-profundidad'),
          ' en el lado débil, pegado a la cal aunque no reciba;',
        ],
        'un pasador con buena orientación corporal, capaz de ver el campo entero antes de recibir;',
        'un pase tenso, que no dé tiempo a reaccionar a los defensores;',
        'una continuación rápida: el receptor debe atacar el espacio, no detenerse a controlar.',
      ),
      h2('Errores habituales'),
      p(
        'El más frecuente es el cambio de orientación ',
        b('sin preparar'),
        ': un pase largo cuando el rival ya está equilibrado, que solo sirve para perder el balón lejos de nuestra portería. Otro es el extremo del lado débil que se acerca al balón por impaciencia y elimina él mismo el espacio que debía atacar. Y, por último, el receptor que controla hacia atrás y permite que el rival se recoloque.',
      ),
      h2('Cómo lo entrenamos'),
      ol(
        [
          b('Rondo de cambio de lado:'),
          ' dos cuadrados separados por una zona central; el equipo en posesión debe encadenar pases en uno de ellos y cambiar al otro antes de que lleguen los defensores.',
        ],
        [
          b('Juego de posición con bandas:'),
          ' 7 contra 7 con dos comodines en los costados; el gol vale doble si llega después de un cambio de orientación.',
        ],
        [
          b('Partido con cuatro porterías:'),
          ' dos en cada fondo, bien separadas, para premiar que el equipo ataque la que está menos protegida.',
        ],
      ),
      p(
        'Con el tiempo, el jugador aprende a leer la ',
        link('basculación', '/concepts/basculacion'),
        ' del rival como una pista: si todos se van hacia un lado, el fútbol está en el otro.',
      ),
    ),
  },

  // ──────────────────────────── Infantil ───────────────────────────
  {
    title: 'Conducción y regate: enseñar a atreverse',
    excerpt:
      'La conducción y el regate se aprenden en el uno contra uno, no en la fila detrás de los conos. Propuestas para entrenarlos con sentido.',
    programme: 'infantil',
    tags: ['técnica', 'fútbol base', 'juegos reducidos'],
    publishedDaysAgo: 5,
    draft: true,
    coverTheme: { colors: ['#166534', '#facc15'], motif: 'cones' },
    body: doc(
      p(
        'En muchos campos de fútbol base todavía se ve la misma imagen: una fila de niños esperando su turno para conducir entre conos colocados en línea. Es una tarea ordenada y fácil de controlar, pero enseña poco. Los conos no presionan, no engañan y no cambian de sitio. Los rivales, sí.',
      ),
      h2('El problema del eslalon'),
      p(
        'Conducir entre conos mejora la coordinación con el balón, pero deja fuera lo más importante: ',
        i('para qué'),
        ' y ',
        i('cuándo'),
        ' conducir. Además, cada niño toca el balón unos segundos y pasa el resto del tiempo esperando. Si el objetivo es que el jugador sea capaz de superar a un rival, hay que entrenarlo con rivales.',
      ),
      h2('Conducir para algo'),
      p(
        'En el juego, la conducción tiene siempre una intención. Enseñamos a los niños a reconocer tres situaciones básicas:',
      ),
      ul(
        [b('Conducir para avanzar'), ' cuando hay espacio libre por delante.'],
        [b('Conducir para atraer'), ' a un rival y liberar a un compañero.'],
        [b('Conducir para proteger'), ' el balón cuando no hay ninguna opción clara de pase.'],
      ),
      p(
        'Una buena ',
        link('orientación corporal', '/concepts/orientacion-corporal'),
        ' antes de recibir facilita todo lo anterior: el niño que recibe perfilado ya va mirando hacia donde quiere ir.',
      ),
      h2('El uno contra uno como eje'),
      p(
        'El regate se aprende regateando. Por eso el uno contra uno ocupa un lugar fijo en nuestras sesiones, con formatos variados:',
      ),
      ol(
        'Uno contra uno a miniporterías, con el defensor saliendo desde distintos ángulos.',
        'Uno contra uno para llegar conduciendo a una línea, con tiempo limitado.',
        'Dos contra uno en el que el atacante decide si regatea o pasa.',
        'Partido libre en el que el gol después de un regate vale doble.',
      ),
      p(
        'Dentro de estas tareas aparecen de forma natural los recursos: el cambio de ritmo, la finta, el ',
        link('quiebro', '/concepts/quiebro'),
        '. Podemos enseñar un gesto concreto, pero siempre lo devolvemos al juego de inmediato.',
      ),
      h2('Atreverse'),
      p(
        'Ningún niño regatea si sabe que perder el balón le costará una bronca. El uno contra uno necesita un entorno en el que fallar sea normal. Celebrar el intento, aunque el balón se pierda, es la mejor manera de conseguir que el niño lo vuelva a intentar. Con el tiempo, el atrevimiento se convierte en criterio: el jugador aprende cuándo regatear y cuándo no, pero solo si antes se le ha dejado probar.',
      ),
    ),
  },
  {
    title: 'Rondos para niños de 8 años: aprender jugando',
    excerpt:
      'El rondo es mucho más que un calentamiento. Así lo adaptamos a niños de 8 años para que aprendan a pasar, orientarse y decidir sin darse cuenta.',
    programme: 'infantil',
    tags: ['rondos', 'metodología', 'fútbol base'],
    publishedDaysAgo: 12,
    coverTheme: { colors: ['#15803d', '#a3e635'], motif: 'rondo' },
    body: doc(
      p(
        'Pocas tareas resumen tan bien nuestra forma de entender el fútbol como el ',
        b('rondo'),
        ': un círculo de jugadores, uno o dos en el centro intentando robar y un balón que no deja de moverse. Sin embargo, cuando trabajamos con niños de 8 años, copiar el rondo que vemos en los entrenamientos de un primer equipo es un error habitual. El espacio es pequeño, la exigencia técnica es alta y el resultado suele ser un balón que sale disparado cada dos pases y un grupo de niños que se aburre.',
      ),
      p(
        'La buena noticia es que, con unos pocos ajustes, el rondo se convierte en un juego apasionante y en una de las herramientas más completas del fútbol base. Si quieres profundizar en el concepto, tienes su ficha en ',
        link('nuestro glosario', '/concepts/rondo'),
        '.',
      ),
      h2('Por qué el rondo funciona a esta edad'),
      p(
        'A los 8 años el niño aprende sobre todo jugando y repitiendo situaciones que tienen sentido para él. El rondo reúne en muy poco espacio los elementos esenciales del juego: balón, compañeros, rivales y una decisión que tomar en cada momento. Sin necesidad de largas explicaciones, el niño descubre por sí mismo que:',
      ),
      ul(
        [
          'para recibir hay que ofrecer una ',
          link('línea de pase', '/concepts/linea-de-pase'),
          ' limpia, sin un rival en medio;',
        ],
        'antes de que llegue el balón conviene mirar dónde está el defensor;',
        'un pase tenso y al pie del compañero facilita la siguiente acción;',
        'cuando se pierde el balón, lo natural es intentar recuperarlo enseguida.',
      ),
      h2('Cómo lo adaptamos'),
      h3('Más espacio y menos presión'),
      p(
        'Empezamos con un 4 contra 1 en un cuadrado de 10 × 10 metros, bastante más grande de lo que usaría un equipo adulto. El defensor no está para ganar, sino para dar sentido al juego: si roba con demasiada facilidad, ampliamos el espacio o permitimos tocar el balón dos o tres veces. A medida que el grupo mejora, reducimos el cuadrado o pasamos a un 5 contra 2.',
      ),
      h3('Retos en lugar de normas'),
      p(
        'Evitamos las reglas que obligan a pensar más en la norma que en el juego, como limitar a un toque antes de tiempo. En su lugar proponemos retos que los niños entienden al momento:',
      ),
      ol(
        'Contar pases seguidos: cada diez, un punto para los de fuera.',
        'El pase que atraviesa a los dos defensores vale doble.',
        'Si el defensor toca el balón, cambia de puesto con quien lo ha perdido.',
        'Récord de la sesión: el grupo que más pases encadene elige el juego final.',
      ),
      h3('Rotaciones rápidas'),
      p(
        'Nadie debería pasar más de un minuto seguido en el centro. Un niño que defiende durante tres minutos sin robar no aprende a presionar: aprende a frustrarse. Si hace falta, el entrenador cambia a los defensores aunque no hayan recuperado el balón.',
      ),
      h2('El papel del entrenador'),
      p(
        'Durante el rondo hablamos poco y preguntamos mucho. ¿Dónde estaba el compañero libre? ¿Podías haber recibido con el pie más alejado del defensor? ¿Qué ha pasado cuando te has quedado quieto? Las preguntas obligan a pensar y hacen que la respuesta sea del niño, no nuestra. Y, sobre todo, ',
        i('celebramos'),
        ' los buenos pases tanto como los goles.',
      ),
      quote('El rondo enseña a jugar al fútbol sin que el niño sienta que está en clase.'),
      p(
        'Diez o quince minutos de rondo en cada sesión, bien adaptados, valen más que cualquier ejercicio analítico de pase en fila. Los niños tocan muchas veces el balón, se mueven, deciden y, lo más importante, se lo pasan bien. Ese es el punto de partida de todo lo demás.',
      ),
    ),
  },
  {
    title: 'Juegos reducidos 3x3: la mejor escuela del fútbol',
    excerpt:
      'Menos jugadores, más balón. Por qué el 3 contra 3 multiplica las acciones técnicas y las decisiones de los niños, y cómo organizarlo en una sesión.',
    programme: 'infantil',
    tags: ['juegos reducidos', 'metodología', 'fútbol base'],
    publishedDaysAgo: 34,
    coverTheme: { colors: ['#14532d', '#4ade80'], motif: 'pitch' },
    body: doc(
      p(
        'Si tuviera que quedarme con una sola tarea para entrenar a niños de entre 6 y 12 años, elegiría sin dudarlo el 3 contra 3. En un partido de fútbol 7 hay niños que apenas tocan el balón unas pocas veces por parte; en un ',
        link('juego reducido', '/concepts/juego-reducido'),
        ' bien diseñado, esos contactos se multiplican y, con ellos, las oportunidades de aprender.',
      ),
      h2('Qué gana el niño con el 3x3'),
      p(
        'El 3x3 es el formato más pequeño que conserva la estructura básica del juego: hay un jugador con balón, un compañero que le da apoyo y otro que ofrece profundidad. Es decir, el triángulo sobre el que se construye todo lo demás. Además, ofrece ventajas muy claras:',
      ),
      ul(
        [
          b('Más contactos con el balón:'),
          ' conducir, pasar, regatear y chutar dejan de ser acciones esporádicas.',
        ],
        [b('Más decisiones:'), ' cada pocos segundos hay que elegir entre pasar, conducir o finalizar.'],
        [b('Participación real:'), ' nadie puede esconderse; todos atacan y todos defienden.'],
        [b('Más goles:'), ' y, con ellos, más motivación y más ganas de volver al próximo entrenamiento.'],
      ),
      h2('Cómo organizarlo'),
      h3('El espacio'),
      p(
        'Un campo de unos 20 × 15 metros funciona bien con alevines; con los más pequeños podemos reducirlo a 15 × 10. Si el espacio es demasiado grande, el juego se convierte en una carrera; si es demasiado pequeño, todo se decide en un rebote. La referencia es sencilla: el niño tiene que tener tiempo para levantar la cabeza, pero no tanto como para no sentir al rival.',
      ),
      h3('Las porterías'),
      p(
        'Podemos usar miniporterías, dos porterías por lado o zonas de gol a las que hay que llegar conduciendo. Cada formato estimula un comportamiento distinto: las dos porterías premian levantar la cabeza y cambiar el juego de lado; la zona de gol premia la conducción y el regate.',
      ),
      h3('La duración'),
      p(
        'Series cortas, de dos a cuatro minutos, con pausas en las que aprovechamos para lanzar una pregunta o proponer un nuevo reto. La intensidad de un 3x3 es alta, y conviene que los niños lleguen frescos a cada serie.',
      ),
      h2('Variantes para seguir progresando'),
      ol(
        [
          'Un comodín que juega siempre con el equipo que tiene el balón, para generar ',
          link('superioridad numérica', '/concepts/superioridad-numerica'),
          ' y facilitar la posesión.',
        ],
        'Gol doble si se marca después de un regate o de una pared.',
        'Entrada escalonada: el equipo que ataca empieza con dos jugadores y el tercero entra tras el primer pase.',
        'Formato de «rey de la pista»: el equipo que marca se queda y el que encaja sale y rota.',
      ),
      h2('Lo que conviene evitar'),
      p(
        'El error más común es interrumpir cada jugada para corregir. Un 3x3 detenido cada veinte segundos pierde justo lo que lo hace valioso: el ritmo y la cantidad de acciones. El juego ya es el mejor maestro; nuestro trabajo es elegir bien sus reglas, observar con atención y, al final de cada serie, hacer una pregunta concreta. ',
        i('«¿Qué ha pasado cuando os habéis abierto?»'),
        ' vale más que diez instrucciones gritadas desde la banda.',
      ),
      p(
        'Con dos o tres campos de 3x3 funcionando a la vez, todo el grupo juega, nadie espera en una fila y cada minuto de la sesión se convierte en un minuto de fútbol.',
      ),
    ),
  },
  {
    title: 'El papel del error en el aprendizaje',
    excerpt:
      'Equivocarse no es lo contrario de aprender: es parte del proceso. Cómo crear un entorno en el que los niños se atrevan a intentarlo.',
    programme: 'infantil',
    tags: ['psicología', 'metodología', 'fútbol base'],
    publishedDaysAgo: 58,
    coverTheme: { colors: ['#065f46', '#fde047'], motif: 'ball' },
    body: doc(
      p(
        'Un niño intenta un regate, pierde el balón y, antes de que pueda reaccionar, oye desde la banda un «¡Suéltala antes!». La próxima vez que reciba, probablemente se la quitará de encima en cuanto la toque. No habrá error, pero tampoco aprendizaje. Cómo tratamos el error, como entrenadores y como adultos, determina en buena medida qué tipo de jugadores estamos formando.',
      ),
      h2('Sin error no hay aprendizaje'),
      p(
        'Aprender una habilidad compleja —y el fútbol lo es— consiste en probar, fallar y ajustar. Cada intento fallido aporta información: el pase salió demasiado flojo, el control se fue largo, el defensor llegó antes de lo previsto. El niño que nunca falla es, casi siempre, el que nunca se arriesga, y un jugador que no se arriesga a los 9 años difícilmente será capaz de desequilibrar a los 16.',
      ),
      p(
        'Por eso en nuestras sesiones el error no se castiga: se ',
        i('espera'),
        ', se observa y se utiliza. Forma parte del proceso igual que el acierto.',
      ),
      h2('No todos los errores son iguales'),
      p(
        'Conviene distinguir el origen del error antes de decir nada, porque cada tipo pide una respuesta distinta:',
      ),
      ul(
        [
          b('Errores de ejecución.'),
          ' La decisión era buena, pero la técnica todavía no acompaña. Se corrigen con repetición dentro del juego y con paciencia.',
        ],
        [
          b('Errores de decisión.'),
          ' El niño eligió una opción peor que otras que tenía. Aquí lo que entrenamos es la ',
          link('toma de decisiones', '/concepts/toma-de-decisiones'),
          ': preguntas, situaciones parecidas y tiempo.',
        ],
        [
          b('Errores de actitud.'),
          ' No volvió a defender, no se ofreció, dejó de intentarlo. Estos sí merecen una corrección clara, porque dependen solo de él.',
        ],
      ),
      p(
        'Los dos primeros son el precio normal del aprendizaje. Solo el tercero tiene que ver con el compromiso, y es el único que deberíamos señalar con firmeza.',
      ),
      h2('Cómo reaccionar desde la banda'),
      ol(
        [
          b('Esperar antes de hablar.'),
          ' Muchas veces el propio niño se da cuenta de lo que ha pasado y corrige en la siguiente acción.',
        ],
        [
          b('Preguntar antes que afirmar.'),
          ' «¿Qué otra opción tenías?» obliga a pensar; «¡Tenías que pasarla!» solo obliga a obedecer.',
        ],
        [
          b('Corregir lo importante.'),
          ' Una sola idea por intervención. Tres correcciones seguidas no se recuerdan.',
        ],
        [
          b('Valorar el intento.'),
          ' Un regate fallido en el momento adecuado merece un «bien visto», aunque el balón se haya perdido.',
        ],
      ),
      h2('Un entorno seguro para arriesgar'),
      p(
        'Los niños se atreven cuando saben que equivocarse no tendrá consecuencias desproporcionadas: que no los sacarán del campo por perder un balón ni escucharán reproches de compañeros o familiares. Construir ese clima es responsabilidad del entrenador, y se construye con gestos pequeños y repetidos en cada entrenamiento.',
      ),
      quote(
        'Prefiero un jugador que pierde diez balones intentándolo a uno que no pierde ninguno porque nunca se atreve a pedirlo.',
      ),
      p(
        'El marcador del fin de semana se olvida pronto. La confianza para intentar cosas difíciles, en cambio, acompaña al jugador durante toda su carrera.',
      ),
    ),
  },
  {
    title: 'Cómo hablar a los padres en el fútbol base',
    excerpt:
      'Las familias forman parte del equipo, aunque no jueguen. Claves para una comunicación clara desde la primera reunión de la temporada.',
    programme: 'infantil',
    tags: ['padres', 'psicología', 'fútbol base'],
    publishedDaysAgo: 95,
    coverTheme: { colors: ['#047857', '#bef264'], motif: 'cones' },
    body: doc(
      p(
        'En el fútbol base, los padres forman parte del equipo aunque nunca pisen el césped. Llevan a los niños a entrenar, los esperan en la grada y, sobre todo, hablan con ellos de fútbol en el coche de vuelta a casa. Una buena relación entre entrenador y familias multiplica lo que hacemos en el campo; una mala relación puede deshacerlo en un fin de semana.',
      ),
      p('La clave no es tener don de gentes, sino ser claro, coherente y previsible desde el primer día.'),
      h2('La reunión de inicio de temporada'),
      p(
        'Es la conversación más importante del año y conviene prepararla con tiempo. En ella explicamos, sin tecnicismos, qué vamos a hacer y por qué:',
      ),
      ul(
        [
          b('Nuestros objetivos.'),
          ' En estas edades el objetivo es formar jugadores y personas, no ganar la liga. Los resultados importan, pero no son la medida del éxito.',
        ],
        [
          b('Cómo repartimos los minutos.'),
          ' Si todos juegan un mínimo de tiempo, decirlo desde el principio evita muchas discusiones.',
        ],
        [
          b('Qué esperamos de ellos.'),
          ' Puntualidad, avisar de las ausencias, animar y dejar las indicaciones técnicas al cuerpo técnico.',
        ],
        [b('Cómo comunicarse con nosotros.'), ' Qué canal usar, en qué horario y para qué asuntos.'],
      ),
      h2('Canales y momentos'),
      p(
        'Un grupo de mensajería sirve para informar de horarios y convocatorias, no para debatir alineaciones. Para cualquier asunto personal ofrecemos una conversación en privado, con calma y con cita previa. Funciona muy bien la ',
        b('regla de las 24 horas'),
        ': ninguna conversación sobre un partido hasta el día siguiente, cuando las emociones se han enfriado.',
      ),
      h2('El partido del fin de semana'),
      p(
        'La grada es el lugar donde más fácilmente se tuercen las cosas. Pedimos a las familias algo muy sencillo: que animen a todos los niños, a los suyos y a los de los demás, y que no den instrucciones. Un niño que escucha a la vez a su entrenador y a su padre diciéndole cosas distintas acaba sin escuchar a ninguno. Y recordamos que el árbitro, muchas veces, también es un chaval que está aprendiendo.',
      ),
      h2('Cuando surge un conflicto'),
      p(
        'Tarde o temprano llegará una familia molesta por los minutos, por una posición o por una decisión concreta. Ante esas situaciones seguimos siempre los mismos pasos:',
      ),
      ol(
        'Escuchar hasta el final, sin interrumpir ni justificarse a la primera.',
        'Explicar los criterios, no las comparaciones: hablamos de su hijo, nunca de otros jugadores.',
        'Proponer algo concreto en lo que el niño pueda mejorar y explicar cómo lo vamos a ayudar.',
        'Si no hay acuerdo, implicar al coordinador del club.',
      ),
      p(
        'La mayoría de los conflictos nacen de la falta de información. Cuanto más expliquemos lo que hacemos, ',
        i('antes de que nadie lo pregunte'),
        ', menos tendremos que justificarnos después.',
      ),
      quote(
        'Los padres no necesitan estar de acuerdo con todas nuestras decisiones; necesitan entender que hay un criterio detrás.',
      ),
    ),
  },

  // ──────────────────────────── General ────────────────────────────
  {
    title: 'Prevención de lesiones: veinte minutos que valen una temporada',
    excerpt:
      'La mayoría de los programas de prevención caben en el calentamiento. Qué incluir, cómo adaptarlo a cada edad y por qué la constancia importa más que el ejercicio.',
    programme: null,
    tags: ['salud', 'preparación física', 'descanso', 'cargas'],
    publishedDaysAgo: 80,
    coverTheme: { colors: ['#9a3412', '#fb923c'], motif: 'cones' },
    body: doc(
      p(
        'Las lesiones forman parte del fútbol, pero muchas se pueden evitar. La evidencia acumulada en los últimos años es bastante clara: los equipos que incluyen un programa de prevención estructurado en su calentamiento, y lo aplican con regularidad, sufren menos lesiones que los que no lo hacen. Lo mejor de todo es que no hace falta material especial ni sesiones adicionales.',
      ),
      h2('Un calentamiento que previene'),
      p(
        'El ejemplo más conocido es el programa ',
        b('FIFA 11+'),
        ', diseñado para sustituir al calentamiento habitual. Dura unos veinte minutos y combina carrera, fuerza, equilibrio y saltos. Nosotros lo utilizamos como base y lo adaptamos a cada grupo. Sus componentes principales son:',
      ),
      ul(
        [
          b('Carrera a ritmo suave'),
          ' con cambios de dirección, desplazamientos laterales y contactos con el compañero.',
        ],
        [
          b('Fuerza:'),
          ' plancha frontal y lateral, sentadillas, zancadas y el ',
          i('curl'),
          ' nórdico para los isquiotibiales.',
        ],
        [
          b('Equilibrio:'),
          ' apoyos sobre una pierna, con y sin balón, y con pequeños desequilibrios provocados por un compañero.',
        ],
        [
          b('Saltos y aterrizajes:'),
          ' caer con la rodilla alineada sobre el pie, sin que se vaya hacia dentro.',
        ],
        [b('Carrera a mayor intensidad'), ' con aceleraciones, frenadas y cambios de dirección.'],
      ),
      h2('Adaptarlo a cada edad'),
      p(
        'Con los más pequeños no hablamos de prevención: la convertimos en juegos de equilibrio, de saltar y caer bien, de empujarse sin perder el apoyo. Lo importante a estas edades es la calidad del movimiento. Con juveniles introducimos progresivamente los ejercicios de fuerza, y en categoría élite el programa se complementa con trabajo individual en el gimnasio según el perfil de cada jugador.',
      ),
      h2('La constancia, por encima de todo'),
      p(
        'Un programa de prevención hecho una vez al mes no sirve de mucho. Los beneficios aparecen cuando se realiza ',
        b('al menos dos veces por semana'),
        ' durante toda la temporada. Por eso preferimos un calentamiento sencillo que se cumpla siempre a uno perfecto que se abandone en noviembre.',
      ),
      h2('Más allá del calentamiento'),
      p(
        'La prevención también tiene que ver con lo que ocurre fuera del campo: dormir lo suficiente, comer bien, no acumular demasiados partidos seguidos y progresar con cuidado al volver de un parón. Controlar la ',
        link('carga de entrenamiento', '/concepts/carga-de-entrenamiento'),
        ' y escuchar al jugador cuando algo le molesta evita muchas lesiones que, vistas ',
        i('a posteriori'),
        ', se veían venir.',
      ),
      quote(
        'La mejor lesión es la que no llega a producirse, y casi siempre se evita con trabajo poco vistoso y muy constante.',
      ),
    ),
  },
  {
    title: 'Nuestra idea de juego: por qué entrenamos como entrenamos',
    excerpt:
      'Una declaración de principios: qué fútbol queremos jugar, cómo creemos que se aprende y qué esperamos de nuestros jugadores en cada etapa.',
    programme: null,
    tags: ['metodología', 'psicología', 'juego posicional'],
    publishedDaysAgo: 200,
    coverTheme: { colors: ['#7c2d12', '#f59e0b'], motif: 'pitch' },
    body: doc(
      p(
        'Cada entrenador tiene una forma de entender el fútbol, aunque no siempre la ponga por escrito. Hacerlo obliga a ser coherente: si decimos que queremos jugadores valientes, no podemos castigar cada balón perdido; si decimos que el juego es lo primero, nuestras sesiones tienen que parecerse al juego. Esta es nuestra declaración de principios, la que guía todo lo que hacemos en los tres programas.',
      ),
      h2('Un fútbol protagonista'),
      p(
        'Queremos equipos que busquen el balón, que lo cuiden y que ataquen con él. No por una cuestión estética, sino porque creemos que es la forma de fútbol que más hace crecer al jugador: le obliga a participar, a tomar decisiones y a asumir responsabilidades. Un equipo protagonista también defiende hacia delante, intentando recuperar el balón cuanto antes y lo más lejos posible de su portería.',
      ),
      h2('El juego como contenido principal'),
      p(
        'Casi todas nuestras tareas tienen balón, compañeros, rivales y una portería o un objetivo que atacar. Preferimos los ',
        link('rondos', '/concepts/rondo'),
        ', los juegos reducidos y las situaciones de partido a los ejercicios analíticos en fila. En ellos aparecen de forma natural la técnica, la táctica, el esfuerzo físico y la exigencia mental, todo a la vez, como en un partido.',
      ),
      p(
        'Sobre esa base, los principios del ',
        link('juego posicional', '/concepts/juego-posicional'),
        ' nos dan un lenguaje común: ocupar bien los espacios, generar superioridades y encontrar al jugador libre.',
      ),
      h2('Cada etapa, su objetivo'),
      ul(
        [
          b('Infantil (de 6 a 12 años):'),
          ' disfrutar, tocar mucho balón y aprender los fundamentos jugando. El resultado no es un objetivo.',
        ],
        [
          b('Juvenil (de 13 a 18 años):'),
          ' comprender el juego colectivo, asumir funciones dentro del equipo y aprender a competir con exigencia.',
        ],
        [
          b('Élite:'),
          ' rendir cada semana con un modelo de juego definido, una preparación rigurosa y una gestión individualizada de cada jugador.',
        ],
      ),
      h2('Lo que no negociamos'),
      ol(
        'El respeto a compañeros, rivales, árbitros y familias.',
        'El esfuerzo: podemos jugar mejor o peor, pero nunca dejar de intentarlo.',
        'La puntualidad y el compromiso con el grupo.',
        'La honestidad en la comunicación, también cuando las noticias no son buenas.',
      ),
      hr(),
      p(
        'Esta idea no es un dogma. Se revisa cada temporada, se discute con el cuerpo técnico y se ajusta a los jugadores que tenemos. Lo que no cambia es el punto de partida: ',
        i('el jugador está en el centro de todo lo que hacemos'),
        '.',
      ),
    ),
  },
]
