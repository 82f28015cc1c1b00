import { describe, expect, it } from 'vitest'
import { archiveOfTagParam } from './tag-archive.server.ts'

describe('old /blog?tag=… links', () => {
  it('move to the archive of the tag they name, accents and case folded', () => {
    expect(archiveOfTagParam('Preparación física')).toBe('/blog/etiqueta/preparacion-fisica')
  })

  it('stay on the blog when the tag is missing or names no archive', () => {
    expect(archiveOfTagParam(null)).toBeUndefined()
    expect(archiveOfTagParam('   ')).toBeUndefined()
    expect(archiveOfTagParam('/*')).toBeUndefined()
    expect(archiveOfTagParam("'--")).toBeUndefined()
  })
})
