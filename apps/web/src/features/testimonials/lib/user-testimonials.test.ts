import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { addUserTestimonial, MAX_STORED_TESTIMONIALS, readUserTestimonials } from './user-testimonials';

const entry = (n: number) => ({
  id: `id-${n}`,
  userId: 'u1',
  content: `Text ${n}`,
  author: 'Ada',
  role: null,
  rating: 5,
  date: '2030-01-01T00:00:00.000Z',
});

beforeEach(() => localStorage.clear());

describe('userTestimonials in localStorage', () => {
  it('appends entries under the spec key and reads them back', () => {
    addUserTestimonial(entry(1));
    addUserTestimonial(entry(2));
    expect(readUserTestimonials()).toEqual([entry(1), entry(2)]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userTestimonials) ?? '[]')).toHaveLength(2);
  });

  it('keeps only the newest entries', () => {
    for (let i = 0; i < MAX_STORED_TESTIMONIALS + 3; i++) addUserTestimonial(entry(i));
    const stored = readUserTestimonials();
    expect(stored).toHaveLength(MAX_STORED_TESTIMONIALS);
    expect(stored[0]?.id).toBe('id-3');
  });

  it('ignores corrupt or foreign data', () => {
    localStorage.setItem(STORAGE_KEYS.userTestimonials, '{not json');
    expect(readUserTestimonials()).toEqual([]);
    localStorage.setItem(
      STORAGE_KEYS.userTestimonials,
      JSON.stringify([entry(1), { content: 1 }, { ...entry(2), rating: 9 }, 'x', null]),
    );
    expect(readUserTestimonials()).toEqual([entry(1)]);
  });
});
