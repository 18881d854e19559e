/** A clock tests move by hand: sessions, codes and mail retries expire without sleeping. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms) {
      t += ms;
    },
    set(date) {
      t = date.getTime();
    },
  };
}
