import { expect, test } from 'vitest'
import {
  everyLanguagePath,
  languageOfPrefix,
  pathLanguage,
  translatedPath,
  translationLanguages,
} from './content-languages.ts'

test('the 15 translation languages are the interface languages but Spanish', () => {
  expect(translationLanguages).toHaveLength(15)
  expect(translationLanguages).not.toContain('es')
})

test('an address prefix is a BCP 47 tag in lower case; Spanish and unknown ones are no prefix', () => {
  expect(languageOfPrefix('en')).toBe('en')
  expect(languageOfPrefix('ar')).toBe('ae')
  expect(languageOfPrefix('ae')).toBeUndefined()
  expect(languageOfPrefix('es')).toBeUndefined()
  expect(languageOfPrefix('EN')).toBeUndefined()
  expect(languageOfPrefix('xx')).toBeUndefined()
})

test("a translated page's path names its language; other paths none", () => {
  expect(pathLanguage('/de/post/rondos')).toBe('de')
  expect(pathLanguage('/ar/concepts/amplitud.data')).toBe('ae')
  expect(pathLanguage('/post/rondos')).toBeUndefined()
  expect(pathLanguage('/es/post/rondos')).toBeUndefined()
  expect(pathLanguage('/en/cursos/rondos')).toBeUndefined()
  expect(pathLanguage('/en/eventos/autumn-camp')).toBe('en')
  expect(pathLanguage('/eventos/campus/inscripcion')).toBeUndefined()
  // The home page's versions: a prefix alone.
  expect(pathLanguage('/en')).toBe('en')
  expect(pathLanguage('/ar/')).toBe('ae')
  expect(pathLanguage('/es')).toBeUndefined()
  expect(pathLanguage('/blog')).toBeUndefined()
  expect(everyLanguagePath('')).toMatchObject({ es: '/', en: '/en', ae: '/ar' })
  expect(everyLanguagePath('/elite', '?age=19')).toMatchObject({
    es: '/elite?age=19',
    de: '/de/elite?age=19',
  })
  expect(translatedPath('event', 'en', 'autumn-camp')).toBe('/en/eventos/autumn-camp')
  expect(pathLanguage('/de/ejercicios/rondo-4-gegen-1')).toBe('de')
  expect(translatedPath('drill', 'ae', 'rondo')).toBe('/ar/ejercicios/rondo')
  expect(translatedPath('concept', 'ae', 'amplitud')).toBe('/ar/concepts/amplitud')
  expect(translatedPath('post', 'es', 'rondos')).toBe('/post/rondos')
})
