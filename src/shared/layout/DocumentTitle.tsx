import { useEffect } from 'react';
import { documentTitle } from '../useDocumentTitle';

/** Where react-admin's <Title> (every list, edit and custom screen) writes the screen's name. */
export const TITLE_ID = 'react-admin-title';

/**
 * The one place that names the browser tab inside the app's frame: it follows the app bar's title,
 * which every screen sets with react-admin's <Title> (or its List/Edit `title`), so no screen has to
 * remember a second call, and a title that arrives with the data (a record's name) follows too.
 * Mounted after the app bar's TitlePortal, so its element exists.
 */
export const DocumentTitle = () => {
  useEffect(() => {
    const element = document.getElementById(TITLE_ID);
    if (!element) return;
    const update = () => {
      document.title = documentTitle(element.textContent);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return null;
};
