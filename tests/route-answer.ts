/** What a route module's loader or action answered: a thrown redirect or data(), or its value. */
export async function routeAnswer(run: () => Promise<unknown>) {
  try {
    const value = await run()
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get('Location') ?? undefined }
    const init = (value as { init?: { status?: number } } | null)?.init
    return { status: init?.status ?? 200, value: (value as { data?: unknown } | null)?.data ?? value }
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get('Location') ?? undefined }
    const init = (error as { init?: { status?: number } }).init
    if (init) return { status: init.status ?? 500 }
    throw error
  }
}
