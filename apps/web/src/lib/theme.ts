import { useCallback, useEffect, useState } from 'react';
import { STORAGE_KEYS, storage } from './storage';

export type ThemeChoice = 'light' | 'dark' | 'system';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Follows the OS until the user picks a theme; the pick persists (public/theme-init.js, inlined into index.html, applies it early). */
export function useTheme(): { theme: ThemeChoice; isDark: boolean; toggle: () => void } {
  const [theme, setTheme] = useState<ThemeChoice>(() => {
    const saved = storage.get(STORAGE_KEYS.theme);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  });
  const [systemDark, setSystemDark] = useState(() => darkQuery().matches);
  const isDark = theme === 'dark' || (theme === 'system' && systemDark);

  useEffect(() => {
    const media = darkQuery();
    const onChange = () => setSystemDark(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', isDark);
  }, [isDark]);

  const toggle = useCallback(() => {
    const next: ThemeChoice = isDark ? 'light' : 'dark';
    storage.set(STORAGE_KEYS.theme, next);
    setTheme(next);
  }, [isDark]);

  return { theme, isDark, toggle };
}
