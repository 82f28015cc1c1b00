import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import {
  ConceptFile,
  CourseFile,
  CurriculumFile,
  CurriculumTranslationFile,
  DrillTranslationFile,
  DrillFile,
  EventFile,
  PostFile,
  SessionFile,
  TranslationFile,
} from './schemas.server.ts'

/**
 * The demo coach's content, read at seed time from content/demo/<language>/ (docs/decisions/047):
 * one JSON file per item, a folder per kind, read in file-name order (the numbers in front give the
 * order: concepts' positions, ids). Each file is checked; a wrong one stops the seed, named.
 */

export type DemoPost = z.output<typeof PostFile>
export type DemoDrill = z.output<typeof DrillFile>
export type DemoCourse = z.output<typeof CourseFile>
export type DemoEvent = z.output<typeof EventFile>
export interface DemoContent {
  posts: DemoPost[]
  concepts: Array<z.output<typeof ConceptFile>>
  drills: DemoDrill[]
  courses: DemoCourse[]
  curriculum: Array<z.output<typeof CurriculumFile>>
  events: DemoEvent[]
  sessions: Array<z.output<typeof SessionFile>>
}

/**
 * The project's content/demo/: in the first folder holding package.json upwards from this module
 * (server/content/demo/ in the sources, build/server/ once built), else in the working directory
 * (`npm start` runs from the project).
 */
function demoRoot() {
  const places = []
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    places.push(dir)
    if (path.dirname(dir) === dir) break
  }
  places.push(process.cwd())
  const root = places
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .map((dir) => path.join(dir, 'content', 'demo'))
    .find((dir) => fs.existsSync(dir))
  if (!root) throw new Error(`demo content: no content/demo/ above ${places[0]} nor in ${process.cwd()}`)
  return root
}

const readFolder = <T>(dir: string, schema: z.ZodType<T>): T[] =>
  readNamedFolder(dir, schema).map(([, data]) => data)

/** Each file of the folder with its name, in file-name order. */
function readNamedFolder<T>(dir: string, schema: z.ZodType<T>): Array<[string, T]> {
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
  return names.map((name): [string, T] => {
    const file = path.join(dir, name)
    const where = path.relative(process.cwd(), file)
    let json: unknown
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'))
    } catch (error) {
      throw new Error(`demo content ${where}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new Error(`demo content ${where}:\n${z.prettifyError(parsed.error)}`)
    return [name, parsed.data]
  })
}

const loaded = new Map<string, DemoContent>()

/** The demo content in `language` (a folder of content/demo/, or of `root`), read once. */
export function loadDemoContent(language = 'es', root = demoRoot()): DemoContent {
  const dir = path.join(root, language)
  const cached = loaded.get(dir)
  if (cached) return cached
  if (!fs.existsSync(dir)) throw new Error(`demo content: no language folder ${dir}`)
  const read = <T>(kind: string, schema: z.ZodType<T>) => readFolder(path.join(dir, kind), schema)
  const content: DemoContent = {
    posts: read('posts', PostFile),
    concepts: read('concepts', ConceptFile),
    drills: read('drills', DrillFile),
    courses: read('courses', CourseFile),
    curriculum: read('curriculum', CurriculumFile),
    events: read('events', EventFile),
    sessions: read('sessions', SessionFile),
  }
  loaded.set(dir, content)
  return content
}

export type DemoTranslation = z.output<typeof TranslationFile>

/**
 * The translations of the demo's posts, concepts, curricula and drills into `language`
 * (content/demo/<language>/posts, concepts, curriculum and drills, docs/decisions/048), each with the Spanish item of the same file name. A folder
 * may hold only some of the items; a file without its Spanish namesake stops the seed, named.
 */
export function loadDemoTranslations(language: string, root = demoRoot()) {
  const spanish = path.join(root, 'es')
  const pair = <T, U>(
    kind: 'posts' | 'concepts' | 'curriculum' | 'drills',
    schema: z.ZodType<T>,
    file: z.ZodType<U>,
  ) => {
    const dir = path.join(root, language, kind)
    if (!fs.existsSync(dir)) return []
    const sources = new Map(readNamedFolder(path.join(spanish, kind), schema))
    return readNamedFolder(dir, file).map(([name, translation]) => {
      const source = sources.get(name)
      if (!source)
        throw new Error(
          `demo content ${path.join(language, kind, name)}: no Spanish ${kind} file of that name`,
        )
      return { source, translation }
    })
  }
  return {
    posts: pair('posts', PostFile, TranslationFile),
    concepts: pair('concepts', ConceptFile, TranslationFile),
    curriculum: pair('curriculum', CurriculumFile, CurriculumTranslationFile),
    drills: pair('drills', DrillFile, DrillTranslationFile),
  }
}

/** The languages content/demo/ has a folder for, besides Spanish. */
export const demoTranslationLanguages = (root = demoRoot()) =>
  fs
    .readdirSync(root)
    .filter((name) => name !== 'es')
    .sort()
