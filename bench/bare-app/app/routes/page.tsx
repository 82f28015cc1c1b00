import { useLoaderData } from 'react-router'

/** What bench/bare-app/server.js passes: how many paragraphs make the page as large as the post page. */
interface BareContext {
  paragraphs: number
}

const SENTENCE =
  'La sesión trabaja la presión tras pérdida con rondos de cuatro contra dos, buscando que el jugador ' +
  'reconozca el momento de saltar y el compañero cierre la línea de pase.'

export function meta() {
  return [{ title: 'Sesión: presión tras pérdida' }]
}

export function loader({ context }: { context: BareContext }) {
  return { paragraphs: context.paragraphs }
}

/** A page of paragraphs, as many as it takes to match the size of the site's post page. */
export default function Page() {
  const { paragraphs } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>Sesión: presión tras pérdida</h1>
      {Array.from({ length: paragraphs }, (_, n) => (
        <p key={n}>
          {n + 1}. {SENTENCE}
        </p>
      ))}
    </main>
  )
}
