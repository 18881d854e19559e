/** Dice coefficient over line multisets: 1 for identical prompts, 0 for nothing shared. */
export function lineSimilarity(a: string, b: string): number {
  const lines = (s: string) =>
    s
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '');
  const left = lines(a);
  const right = lines(b);
  if (left.length === 0 && right.length === 0) return 1;
  const pool = new Map<string, number>();
  for (const l of right) pool.set(l, (pool.get(l) ?? 0) + 1);
  let shared = 0;
  for (const l of left) {
    const n = pool.get(l) ?? 0;
    if (n > 0) {
      shared++;
      pool.set(l, n - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}
