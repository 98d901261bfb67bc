import { useEffect, useState } from 'react';
import { publicMethods } from '../../dataProvider/custom/public';

/** A text the Order edits itself (page template LOGIN_INTRO); its HTML was sanitised by the server on save. */
export const LoginIntro = ({ name }: { name: string }) => {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void publicMethods.getPublicPage(name).then((page) => {
      if (live && page) setHtml(page.content);
    });
    return () => {
      live = false;
    };
  }, [name]);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: template HTML is sanitised on the server
  return <div className="ovd-intro" dangerouslySetInnerHTML={{ __html: html }} />;
};
