/** The part of bidi-js the certificate PDF uses (the package ships no types). */
declare module 'bidi-js' {
  interface Bidi {
    getEmbeddingLevels(text: string, direction: 'ltr' | 'rtl'): { levels: Uint8Array }
  }
  export default function bidiFactory(): Bidi
}
