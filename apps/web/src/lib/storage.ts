/** localStorage that never throws (private mode, quota, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Preferences are a nicety; losing one must not break the page.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See set().
    }
  },
  getJson<T>(key: string, parse: (value: unknown) => T | null): T | null {
    const raw = storage.get(key);
    if (raw === null) return null;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return null;
    }
  },
};

export const STORAGE_KEYS = {
  user: 'user',
  theme: 'theme',
  activeProfileTab: 'activeProfileTab',
  userTestimonials: 'userTestimonials',
  redirectAfterLogin: 'redirectAfterLogin',
} as const;
