/** The spec's connectivity probe: HEAD /favicon.ico, never from cache. */
export async function probeConnectivity(timeoutMs = 5_000): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(`/favicon.ico?probe=${Date.now()}`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
