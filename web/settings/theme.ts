import { useCallback, useSyncExternalStore } from 'react';
import { DARK_MODE_KEY } from '../../core/constants.ts';

const listeners = new Set<() => void>();

/** The saved display mode; light unless 'true' was stored. */
export const isDarkMode = () => localStorage.getItem(DARK_MODE_KEY) === 'true';

/** Puts the `dark` marker on <html>, which Tailwind's dark variant keys on. */
export const applyDarkMode = (dark: boolean) => document.documentElement.classList.toggle('dark', dark);

function setDarkMode(dark: boolean) {
  localStorage.setItem(DARK_MODE_KEY, String(dark));
  applyDarkMode(dark);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The display mode and its toggle, which saves the flag and updates the page. */
export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(subscribe, isDarkMode);
  return [dark, useCallback(() => setDarkMode(!isDarkMode()), [])];
}
