import { useSyncExternalStore } from 'react';
import { COLOUR_STORAGE_KEY } from '../../../plugins/prerender/browser/colour-theme-script';

export type ColourChoice = 'light' | 'dark' | 'auto';

/**
 * The visitor's colour theme choice, by the rules of the inline head script
 * (plugins/prerender/browser/colour-theme-script.ts), which has already put the resolved colour on
 * `<html data-prefers-color>` before the first paint: the stored choice, else auto; auto follows
 * the system, also while the page is open; any other stored value means light.
 */
let choice: ColourChoice | undefined;
const listeners = new Set<() => void>();
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedChoice(): ColourChoice {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(COLOUR_STORAGE_KEY);
  } catch {
    // storage turned off: the choice lasts as long as the page
  }
  if (stored === null || stored === 'auto') return 'auto';
  return stored === 'dark' ? 'dark' : 'light';
}

function applyChoice() {
  const dark = choice === 'dark' || (choice === 'auto' && systemDark().matches);
  document.documentElement.setAttribute('data-prefers-color', dark ? 'dark' : 'light');
  listeners.forEach((listener) => listener());
}

/** Reads the stored choice and starts following the system, once, when the switch first mounts. */
function start() {
  if (choice) return;
  choice = storedChoice();
  systemDark().addEventListener('change', () => {
    if (choice === 'auto') applyChoice();
  });
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores a new choice and applies it to the page. */
export function chooseColour(next: ColourChoice) {
  start();
  choice = next;
  try {
    window.localStorage.setItem(COLOUR_STORAGE_KEY, next);
  } catch {
    // storage turned off: applied to this page only
  }
  applyChoice();
}

/** The current choice; undefined while prerendering and hydrating, like the server's markup. */
export function useColourChoice(): ColourChoice | undefined {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => undefined,
  );
}
