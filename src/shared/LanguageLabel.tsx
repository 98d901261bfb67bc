import { LANGUAGE_LABELS } from '../i18n/language';

/**
 * "Taal / Langue", the name of a language choice in both languages (so each person finds it), each
 * word marked with its language: a screen reader speaks it as such, and neither is a word out of
 * place on the other language's screen.
 */
export const LanguageLabel = () => (
  <>
    <span lang="nl">{LANGUAGE_LABELS.nl}</span> / <span lang="fr">{LANGUAGE_LABELS.fr}</span>
  </>
);
