import { STORAGE_KEYS, storage } from '@/lib/storage';

/**
 * The user's own submissions, kept in localStorage under `userTestimonials` (spec) so the
 * home carousel shows them at once, before a moderator approves them. Shared by the
 * testimonial form (writes) and the home page (reads): features never import each other.
 */
export interface StoredTestimonial {
  /** The server's id, so the approved copy from the API and this one count as one. */
  id?: string;
  /** Whose it is: on a shared browser, one person's pending text is not shown to another. */
  userId?: string;
  content: string;
  author: string;
  role: string | null;
  rating: number;
  /** ISO timestamp of the submission. */
  date: string;
}

/** Old entries drop off: the list only has to cover what is still waiting for review. */
export const MAX_STORED_TESTIMONIALS = 20;

export function readUserTestimonials(): StoredTestimonial[] {
  return (
    storage.getJson(STORAGE_KEYS.userTestimonials, (value) =>
      Array.isArray(value) ? value.filter(isStoredTestimonial) : null,
    ) ?? []
  );
}

export function addUserTestimonial(entry: StoredTestimonial): void {
  const next = [...readUserTestimonials(), entry].slice(-MAX_STORED_TESTIMONIALS);
  storage.set(STORAGE_KEYS.userTestimonials, JSON.stringify(next));
}

/** Data from storage is untrusted (another version, a user's edits): keep only sound entries. */
function isStoredTestimonial(value: unknown): value is StoredTestimonial {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.content === 'string' &&
    typeof v.author === 'string' &&
    (v.role === null || v.role === undefined || typeof v.role === 'string') &&
    typeof v.rating === 'number' &&
    Number.isInteger(v.rating) &&
    v.rating >= 1 &&
    v.rating <= 5 &&
    (v.id === undefined || typeof v.id === 'string') &&
    (v.userId === undefined || typeof v.userId === 'string')
  );
}
