import { type Testimonial } from '@promptsmith/contract';
import { type StoredTestimonial } from './user-testimonials';

/** One card of the home carousel, whatever its source. */
export interface CarouselTestimonial {
  key: string;
  content: string;
  author: string;
  role: string | null;
  rating: number;
  /** The signed-in user's own submission, possibly still awaiting review. */
  own: boolean;
}

export interface BuiltInTestimonial {
  id: string;
  content: string;
  author: string;
  role: string;
  rating: number;
}

/** Same words by the same person count as one card, however they reached us. */
function identity(author: string, content: string): string {
  const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${squash(author)}\u0000${squash(content)}`;
}

/**
 * The carousel's cards: the built-in ones, then approved ones from the API, then the user's
 * own submissions from localStorage (only theirs: `userId` must match), without duplicates
 * (by server id, else by author and text). Pure.
 */
export function mergeTestimonials(
  builtIns: readonly BuiltInTestimonial[],
  approved: readonly Testimonial[],
  stored: readonly StoredTestimonial[],
  userId: string | null,
): CarouselTestimonial[] {
  const seenIds = new Set<string>();
  const seenText = new Set<string>();
  const cards: CarouselTestimonial[] = [];
  const add = (card: CarouselTestimonial, id: string | undefined) => {
    const text = identity(card.author, card.content);
    if ((id && seenIds.has(id)) || seenText.has(text)) return;
    if (id) seenIds.add(id);
    seenText.add(text);
    cards.push(card);
  };
  for (const t of builtIns) add({ ...t, key: t.id, own: false }, t.id);
  for (const t of approved) {
    const { id, content, author, role, rating } = t;
    add({ key: id, content, author, role, rating, own: false }, id);
  }
  if (userId) {
    stored
      .filter((t) => t.userId === userId)
      .forEach((t, i) => {
        const { content, author, role, rating } = t;
        add({ key: t.id ?? `own-${i}`, content, author, role, rating, own: true }, t.id);
      });
  }
  return cards;
}
