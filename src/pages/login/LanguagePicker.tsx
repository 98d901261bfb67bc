import { LANGUAGES, type Language } from '../../../domain/language';
import { FRENCH_OFFERED, LANGUAGE_NAMES } from '../../i18n/language';
import { LanguageLabel } from '../../shared/LanguageLabel';

/**
 * "Nederlands / Français" on the login page: each name in its own language (and marked so for a
 * screen reader), the current one pressed. Nothing while French is not offered.
 */
export const LanguagePicker = ({ value, onChange }: { value: Language; onChange: (language: Language) => void }) =>
  FRENCH_OFFERED ? (
    // Named by "Taal / Langue" with each word marked as its language: an aria-label can carry only one.
    <>
      <span id="ovd-languages-label" hidden>
        <LanguageLabel />
      </span>
      <div className="ovd-languages" role="group" aria-labelledby="ovd-languages-label">
        {LANGUAGES.map((language) => (
          <button key={language} type="button" className="ovd-link" lang={language} aria-pressed={value === language} onClick={() => onChange(language)}>
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </>
  ) : null;
