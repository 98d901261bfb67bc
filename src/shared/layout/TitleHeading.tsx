import { useEffect } from 'react';
import { TITLE_ID } from './DocumentTitle';

/** react-admin's content area, where each screen draws. */
const CONTENT_ID = 'main-content';

/**
 * Every screen has one main heading (axe `page-has-heading-one`). A record's screen names the record
 * in its own <h1>; a list names itself only in the app bar. So the app bar's title is the level-1
 * heading exactly while the content has none of its own, followed as screens and their data come.
 */
export const TitleHeading = () => {
  useEffect(() => {
    const title = document.getElementById(TITLE_ID);
    const content = document.getElementById(CONTENT_ID);
    if (!title || !content) return;
    const update = () => {
      const ownHeading = content.querySelector('h1, [role="heading"][aria-level="1"]') !== null;
      if (ownHeading === (title.getAttribute('role') !== 'heading')) return;
      if (ownHeading) {
        title.removeAttribute('role');
        title.removeAttribute('aria-level');
      } else {
        title.setAttribute('role', 'heading');
        title.setAttribute('aria-level', '1');
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(content, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
};
