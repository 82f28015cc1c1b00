/**
 * Makes the installable app's icons (public/icons/*.png) from public/favicon.svg: 192 and 512 px,
 * and a maskable 512 px whose mark sits inside the safe circle on a full green square. Run again
 * after changing the favicon: `npx tsx scripts/make-icons.ts` (the PNGs are committed).
 */
import fs from 'node:fs/promises'
import sharp from 'sharp'

const favicon = (await fs.readFile('public/favicon.svg', 'utf8')).trim()
// The mark without its rounded square, scaled to 60% (the maskable safe zone is the central 80%).
const mark = favicon.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '')
const maskable =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#047857"/>' +
  `<g transform="translate(32 32) scale(0.75) translate(-32 -32)">${mark}</g></svg>`

const render = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`)

await Promise.all([
  render(favicon, 192, 'icon-192.png'),
  render(favicon, 512, 'icon-512.png'),
  render(maskable, 512, 'maskable-512.png'),
])
