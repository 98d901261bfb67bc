import { useEffect, useState } from 'react';
import type { Language } from '../../../domain/language';
import { publicMethods } from '../../dataProvider/custom/public';

/**
 * A text the Order edits itself (page template LOGIN_INTRO), in the language chosen on the login
 * page: a new choice fetches it anew. Its HTML was sanitised by the server on save.
 */
export const LoginIntro = ({ name, language }: { name: string; language: Language }) => {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void publicMethods.getPublicPage(name, language).then((page) => {
      if (live && page) setHtml(page.content);
    });
    return () => {
      live = false;
    };
  }, [name, language]);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: template HTML is sanitised on the server
  return <div className="ovd-intro" dangerouslySetInnerHTML={{ __html: html }} />;
};
