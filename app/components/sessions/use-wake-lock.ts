import { useEffect } from 'react'

/**
 * Keeps the screen on while `active` (Screen Wake Lock), asking again when the page comes back
 * into view (the browser lets the lock go when the tab is hidden). Where the API is missing, nothing.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | undefined
    let gone = false
    const request = () => {
      if (document.visibilityState !== 'visible') return
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (gone) void sentinel.release()
          else lock = sentinel
        },
        () => undefined, // refused (battery saver, no focus): the timer works anyway
      )
    }
    request()
    document.addEventListener('visibilitychange', request)
    return () => {
      gone = true
      document.removeEventListener('visibilitychange', request)
      void lock?.release()
    }
  }, [active])
}

/** Two short beeps and a buzz: a block is over. The audio context is made on a press (browsers require one). */
export function blockEndSignal(audio: AudioContext | undefined) {
  navigator.vibrate?.([300, 150, 300])
  if (!audio) return
  for (const at of [0, 0.45]) {
    const tone = audio.createOscillator()
    const gain = audio.createGain()
    tone.frequency.value = 880
    gain.gain.setValueAtTime(0.4, audio.currentTime + at)
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.35)
    tone.connect(gain).connect(audio.destination)
    tone.start(audio.currentTime + at)
    tone.stop(audio.currentTime + at + 0.4)
  }
}
