import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/** How often a return page asks again whether Stripe's confirmation has come. */
const POLL_MS = 2000

/**
 * A Checkout return page asks its loader again every two seconds while the order is still waiting
 * for the signed webhook (the page also has a plain "Actualizar" link for readers without script).
 */
export function useWaitForPayment(waiting: boolean) {
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, revalidator])
}
