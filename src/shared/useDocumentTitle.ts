import { useEffect } from 'react';
import { fallbackTexts } from '../i18n/fallbackTexts';

/**
 * The browser tab's text for a screen: "<screen> | Orde der Dierenartsen", or the portal's full name
 * when a screen names nothing (yet). Plain texts, no react-admin: the light login page uses it too.
 */
export function documentTitle(screen: string | null | undefined) {
  const name = screen?.trim();
  const { title, short_title } = fallbackTexts().app;
  return name && name !== title && name !== short_title ? `${name} | ${short_title}` : title;
}

/** The browser tab names the screen; for pages outside the app's frame (login, register, links). */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
