/** What a route module's loader or action answered: a Response (thrown or returned) or its data. */
export async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run()
    return value instanceof Response
      ? { status: value.status, location: value.headers.get('Location') }
      : value
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
    const response = thrown as { init?: { status?: number } }
    if (response.init?.status) return { status: response.init.status, location: null }
    throw thrown
  }
}

/** What React Router passes a loader or an action. */
export const args = <P extends Record<string, string>>(request: Request, params: P) => ({
  request,
  url: new URL(request.url),
  pattern: '',
  params,
  context: { requestId: 'test', clientIp: '192.0.2.1', cspNonce: '' },
})
