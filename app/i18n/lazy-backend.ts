import type { BackendModule, ReadCallback, Services } from 'i18next'

/**
 * i18next's backend, downloaded the first time the browser lacks a namespace (a language switch or
 * a screen with a namespace the page did not inline): a first visit never loads its code.
 */
export class LazyHttpBackend implements BackendModule {
  readonly type = 'backend'
  private settings?: [Services, object]
  private backend?: Promise<BackendModule>

  init(services: Services, backendOptions: object) {
    this.settings = [services, backendOptions]
  }

  private load(): Promise<BackendModule> {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend()
      if (this.settings) backend.init(...this.settings)
      return backend
    })
    return this.backend
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.load().then(
      (backend) => backend.read(language, namespace, callback),
      (error: Error) => callback(error, true),
    )
  }

  create(languages: readonly string[], namespace: string, key: string, fallbackValue: string) {
    void this.load().then((backend) => backend.create?.(languages, namespace, key, fallbackValue))
  }
}
