/** "March 4, 2026" in the reader's locale; the raw value if it is not a date. */
export function memberSince(createdAt: string, locale?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
