import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Site } from '#app/site.ts'
import { InstagramIcon, Logo, MailIcon, RssIcon } from './icons.tsx'
import { NewsletterSignup } from './newsletter-signup.tsx'

const quickLinks = [
  { to: '/', label: 'public:nav.home' },
  { to: '/infantil', label: 'public:nav.infantil' },
  { to: '/juvenil', label: 'public:nav.juvenil' },
  { to: '/elite', label: 'public:nav.elite' },
  { to: '/conceptos', label: 'public:nav.concepts' },
  { to: '/ejercicios', label: 'public:nav.drills' },
  { to: '/eventos', label: 'public:nav.events' },
  { to: '/blog', label: 'public:nav.blog' },
  { to: '/contacto', label: 'public:nav.contact' },
] as const

/**
 * Description, social profile, quick links, contact e-mail, the subscribe form (unless the page has
 * its own) and the copyright line.
 */
export function Footer({ site, year, signup = true }: { site: Site; year: number; signup?: boolean }) {
  const { t } = useTranslation()
  const link = 'footer-link'
  return (
    <footer className="mt-auto bg-slate-950 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr]">
        <div className="max-w-md">
          <div className="flex items-center gap-3">
            <Logo />
            <p className="text-lg font-bold text-white">{site.brand}</p>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{site.description}</p>
          <a
            href={site.socialUrl}
            rel="me noopener noreferrer"
            target="_blank"
            className={`mt-5 inline-flex items-center gap-2 text-sm font-medium text-emerald-400 ${link}`}
          >
            <InstagramIcon />
            {t('public:footer.social')}
          </a>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('public:footer.quickLinks')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={link}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {t('public:footer.contact')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className={`inline-flex items-center gap-2 break-all ${link}`}>
                <MailIcon className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
            <li>
              <a href="/feed.xml" className={`inline-flex items-center gap-2 ${link}`}>
                <RssIcon className="size-4 shrink-0" />
                {t('public:footer.feed')}
              </a>
            </li>
            <li>
              <Link to="/newsletter/archivo" className={link}>
                {t('public:newsletter.archiveLink')}
              </Link>
            </li>
          </ul>
        </div>
        {signup ? <NewsletterSignup idPrefix="footer-newsletter" tone="dark" landmark={false} /> : null}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-3 px-4 py-5 text-xs text-slate-400 sm:px-6">
          <p>{t('public:footer.copyright', { year, owner: site.coachName })}</p>
          <Link to="/privacidad" className={`underline ${link}`}>
            {t('public:footer.privacy')}
          </Link>
        </div>
      </div>
    </footer>
  )
}
