/**
 * Word and Google Docs HTML, reduced before ProseMirror parses it: comments and Office markup go,
 * the bold / italic / underline / strike that live in inline styles become real elements, and then
 * every style, class, id and span is dropped. The editor schema (and the Zod schema on save) keeps
 * only the allowed nodes anyway; this step makes the result match what the writer saw.
 */
export function cleanPastedHtml(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html')
  const body = document.body
  removeComments(document, body)
  for (const element of [...body.querySelectorAll('style, script, meta, link, title, xml, template')])
    element.remove()
  // Word's fake list bullets ("·", "1.") are spans marked mso-list:Ignore.
  for (const element of [...body.querySelectorAll('[style*="mso-list"]')])
    if (/mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '')) element.remove()
  for (const element of [...body.querySelectorAll('*')]) {
    if (element.tagName.includes(':'))
      unwrap(element) // <o:p>, <w:sdt>…
    else if (['SPAN', 'FONT'].includes(element.tagName)) replaceStyled(document, element)
    // Google Docs wraps a whole paste in <b style="font-weight:normal">.
    else if (
      element.tagName === 'B' &&
      /font-weight:\s*(normal|400)/i.test(element.getAttribute('style') ?? '')
    )
      unwrap(element)
  }
  // The editor has headings 2 to 4: a pasted title becomes a level-2 heading, deep ones level 4.
  for (const element of [...body.querySelectorAll('h1, h5, h6')])
    rename(document, element, element.tagName === 'H1' ? 'h2' : 'h4')
  for (const element of [...body.querySelectorAll('*')])
    for (const name of element.getAttributeNames())
      if (!['href', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start'].includes(name))
        element.removeAttribute(name)
  return body.innerHTML
}

function removeComments(document: Document, root: HTMLElement) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  const comments: Node[] = []
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)
}

function rename(document: Document, element: Element, tag: string) {
  const renamed = document.createElement(tag)
  renamed.append(...element.childNodes)
  element.replaceWith(renamed)
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes)
}

/** A span or font: its inline formatting as elements, its content kept, itself gone. */
function replaceStyled(document: Document, element: Element) {
  const style = (element.getAttribute('style') ?? '').toLowerCase()
  const wrappers = [
    /font-weight:\s*(bold|[6-9]00)/.test(style) && 'strong',
    /font-style:\s*italic/.test(style) && 'em',
    /text-decoration[^;]*underline/.test(style) && 'u',
    /text-decoration[^;]*line-through/.test(style) && 's',
  ].filter((tag): tag is string => Boolean(tag))
  let content: Node[] = [...element.childNodes]
  for (const tag of wrappers) {
    const wrapper = document.createElement(tag)
    wrapper.append(...content)
    content = [wrapper]
  }
  element.replaceWith(...content)
}
