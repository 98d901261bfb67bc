import { type Language, LANGUAGES } from '../../../domain/language';
import { FRENCH_OFFERED, LANGUAGE_LABEL, LANGUAGE_NAMES } from '../../i18n/language';

/**
 * "Nederlands / Français" on the login page: each name in its own language (and marked so for a
 * screen reader), the current one pressed. Nothing while French is not offered.
 */
export const LanguagePicker = ({ value, onChange }: { value: Language; onChange: (language: Language) => void }) =>
  FRENCH_OFFERED ? (
    <div className="ovd-languages" role="group" aria-label={LANGUAGE_LABEL}>
      {LANGUAGES.map((language) => (
        <button key={language} type="button" className="ovd-link" lang={language} aria-pressed={value === language} onClick={() => onChange(language)}>
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  ) : null;
