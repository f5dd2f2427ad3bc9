import { useLayoutEffect } from 'react';

/** The element holding the prerendered Home in the page the server answers for `/` (web/src/prerender). */
export const PRERENDERED_SCREEN_ID = 'first-screen';

const prerenderedScreen = () => document.getElementById(PRERENDERED_SCREEN_ID);

/** Whether the prerendered Home is still on show: loaders then show nothing rather than a spinner above it. */
export function isPrerenderedScreenShown(): boolean {
  return prerenderedScreen() !== null;
}

/**
 * Removes the prerendered Home when the component that replaces it first renders: a layout effect runs
 * before the browser paints, so the live screen takes its place in the same frame (no flash, no shift).
 */
export function useReplacesPrerenderedScreen(): void {
  useLayoutEffect(() => prerenderedScreen()?.remove(), []);
}
