/** The part of snowball-stemmers the site search uses (the package ships no types). */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string
  }
  export function newStemmer(language: 'spanish'): Stemmer
}
