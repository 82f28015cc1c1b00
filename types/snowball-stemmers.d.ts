/** The part of snowball-stemmers the site search uses (the package ships no types). */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string
  }
  /** One of Snowball's algorithms by name: 'spanish', 'english', 'arabic', … */
  export function newStemmer(algorithm: string): Stemmer
}
