import fs from 'node:fs'

/**
 * What `npm start` gives the server (package.json's `start` script): the environment variables set
 * before `exec node` (MALLOC_ARENA_MAX) and the Node flags before `server.js`, so that every bench
 * measures the process production runs. NODE_ENV is left to each script.
 */
export function startCommand(): { flags: string[]; env: Record<string, string> } {
  const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
  const command = /(?:^|&& )((?:[A-Z_]+=\S+ )*)(?:exec )?node ((?:--\S+ )*)server\.js/.exec(scripts.start)
  const env = Object.fromEntries(
    (command?.[1] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)])
      .filter(([name]) => name !== 'NODE_ENV'),
  )
  return { flags: (command?.[2] ?? '').split(' ').filter(Boolean), env }
}
