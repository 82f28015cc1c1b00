/**
 * Escape closes the glossary tooltips shown in `root` (WCAG 1.4.13: dismissable without moving the
 * pointer or the focus) until the pointer or the focus comes to that term again. Showing them needs
 * no script: app.css opens them on hover and focus. Returns the clean-up.
 */
export function dismissibleTooltips(root: HTMLElement) {
  const dismiss = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    for (const term of root.querySelectorAll<HTMLElement>('.gl:hover, .gl:focus-within'))
      term.dataset.dismissed = ''
  }
  const reopen = (event: MouseEvent | FocusEvent) => {
    const term = event.target instanceof Element ? event.target.closest<HTMLElement>('.gl') : null
    const from = event.relatedTarget
    if (term && !(from instanceof Node && term.contains(from))) delete term.dataset.dismissed
  }
  document.addEventListener('keydown', dismiss)
  root.addEventListener('mouseover', reopen)
  root.addEventListener('focusin', reopen)
  return () => {
    document.removeEventListener('keydown', dismiss)
    root.removeEventListener('mouseover', reopen)
    root.removeEventListener('focusin', reopen)
  }
}
