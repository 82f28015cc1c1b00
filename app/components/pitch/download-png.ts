/** Width of a downloaded frame, in pixels: sharp enough to print or project. */
const PNG_WIDTH = 1600

/**
 * Saves a drawn diagram as a PNG file: the SVG is drawn on a canvas in the browser (nothing is sent
 * anywhere) and offered as a download.
 */
export async function downloadPng(svg: SVGSVGElement, fileName: string) {
  const copy = svg.cloneNode(true)
  if (!(copy instanceof SVGSVGElement)) return
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  const { width, height } = svg.viewBox.baseVal
  const size = { width: PNG_WIDTH, height: Math.round((PNG_WIDTH * height) / width) }
  copy.setAttribute('width', String(size.width))
  copy.setAttribute('height', String(size.height))
  const source = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }),
  )
  try {
    const image = new Image()
    image.src = source
    await image.decode()
    const canvas = document.createElement('canvas')
    Object.assign(canvas, size)
    canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height)
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (!png) return
    const link = document.createElement('a')
    link.href = URL.createObjectURL(png)
    link.download = fileName
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  } finally {
    URL.revokeObjectURL(source)
  }
}
