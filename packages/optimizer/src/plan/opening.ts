/** The request's first words: what it is about, before any inline paste or aside. */
export function opening(request: string): string {
  return request.split(/\s+/).slice(0, 16).join(' ');
}
