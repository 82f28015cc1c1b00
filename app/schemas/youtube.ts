/** YouTube video ids: eleven URL-safe characters. Kept apart from the rich-text schema so public pages can use it without Zod. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]

/**
 * The video id (and start second) of a pasted YouTube address: watch?v=, youtu.be/, /embed/,
 * /shorts/ and /live/ forms, or a bare id. Anything else is null; only the id is ever stored.
 */
export function parseYoutubeUrl(input: string): { videoId: string; start: number } | null {
  const value = input.trim()
  if (YOUTUBE_ID.test(value)) return { videoId: value, start: 0 }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const path = url.pathname.split('/').filter(Boolean)
  let id: string | undefined
  if (url.hostname === 'youtu.be') id = path[0]
  else if (YOUTUBE_HOSTS.includes(url.hostname)) {
    id = path[0] === 'watch' ? (url.searchParams.get('v') ?? undefined) : undefined
    if (path[0] && ['embed', 'shorts', 'live', 'v'].includes(path[0])) id = path[1]
  }
  if (!id || !YOUTUBE_ID.test(id)) return null
  const start = /^(\d+)s?$/.exec(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '')
  return { videoId: id, start: start ? Math.min(Number(start[1]), 86_400) : 0 }
}
