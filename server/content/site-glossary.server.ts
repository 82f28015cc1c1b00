import { htmlCache } from '../html-cache/site-cache.server.ts'
import { createGlossaryLinks } from './glossary.server.ts'

/** The site's glossary links, kept as long as its page cache keeps pages. */
export const { withGlossaryLinks, postBodyHtml } = createGlossaryLinks(() => htmlCache.lease())
