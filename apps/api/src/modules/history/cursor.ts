/**
 * Keyset pagination over (created_at, id), newest first. The cursor is opaque to clients:
 * base64url of the last item's timestamp and id. Pure.
 */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString('base64url');
}

/** null when the cursor was not made by encodeCursor (tampered, truncated, from elsewhere). */
export function decodeCursor(raw: string): HistoryCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [iso, id] = parsed as unknown[];
    if (typeof iso !== 'string' || typeof id !== 'string' || !isUuid(id)) return null;
    const createdAt = new Date(iso);
    // A forged date PostgreSQL cannot hold (e.g. +275760-09-13) would fail the query with a 500.
    const year = createdAt.getUTCFullYear();
    return Number.isNaN(createdAt.getTime()) || year < 1970 || year > 9999 ? null : { createdAt, id };
  } catch {
    return null;
  }
}
