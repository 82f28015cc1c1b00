/**
 * A wide table's horizontal scroller: a named region that takes focus, so keyboard users can scroll
 * it with the arrow keys (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scroller must take focus to be scrolled without a mouse (WCAG 2.1.1); the lint rule does not know that case.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto focus-ring ${className}`}
    >
      {children}
    </div>
  )
}
