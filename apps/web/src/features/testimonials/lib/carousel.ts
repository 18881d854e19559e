/** Pure carousel arithmetic: slides of a fixed size and indexes that wrap both ways. */

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size));
  return slides;
}

/** `index` moved into 0..count-1, wrapping past either end; 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
