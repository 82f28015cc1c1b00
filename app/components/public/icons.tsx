/** Small inline icons (decorative: the text next to them carries the meaning). */
type IconProps = { className?: string }

// `line-icon` (app.css) sets the stroke: five attributes fewer on every icon of a page.
const base = (className = 'size-5') => ({
  className: `line-icon stroke-2 ${className}`,
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
})

export const MenuIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
export const ArrowIcon = ({ className }: IconProps) => (
  <svg {...base(className)} className={`line-icon stroke-2 ${className ?? 'size-4'} rtl:-scale-x-100`}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
)
export const BackIcon = ({ className }: IconProps) => (
  <svg {...base(className)} className={`line-icon stroke-2 ${className ?? 'size-4'} rtl:-scale-x-100`}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </svg>
)
export const MailIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
)
export const SearchIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
)
export const ClockIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
)
export const InstagramIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </svg>
)
export const RssIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <path d="M5 11a8 8 0 018 8M5 5a14 14 0 0114 14" />
    <circle cx="6" cy="18" r="1" />
  </svg>
)
export const CheckCircleIcon = ({ className }: IconProps) => (
  <svg {...base(className)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12l3 3 5-6" />
  </svg>
)

/** The site's mark: a ball in the brand colour, the favicon itself (fetched once for the tab anyway). */
export const Logo = ({ className = 'size-9' }: IconProps) => (
  <img src="/favicon.svg" alt="" width={64} height={64} fetchPriority="low" className={className} />
)
