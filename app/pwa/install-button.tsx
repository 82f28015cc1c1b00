import { useEffect, useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'

/** Chromium's install offer (not in the DOM library: other browsers have none). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>
}
const isInstallPrompt = (event: Event): event is InstallPromptEvent =>
  'prompt' in event && typeof event.prompt === 'function'

/**
 * "Install the app", shown only while the browser offers it (`beforeinstallprompt`): hidden in
 * browsers without the offer, once installed, and in the installed app itself.
 */
export function InstallButton({ className }: { className: string }) {
  const { t } = useTranslation()
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null)
  useEffect(() => {
    const offered = (event: Event) => {
      if (!isInstallPrompt(event)) return
      event.preventDefault() // the button asks, not the browser's own bar
      setOffer(event)
    }
    const installed = () => setOffer(null)
    window.addEventListener('beforeinstallprompt', offered)
    window.addEventListener('appinstalled', installed)
    return () => {
      window.removeEventListener('beforeinstallprompt', offered)
      window.removeEventListener('appinstalled', installed)
    }
  }, [])
  if (!offer) return null
  const install = () => {
    setOffer(null) // an offer can be used once
    void offer.prompt()
  }
  return (
    <button type="button" className={className} onClick={install}>
      {t('common:install')}
    </button>
  )
}
