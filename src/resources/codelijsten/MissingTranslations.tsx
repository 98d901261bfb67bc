import { Alert, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TranslationRow } from './types';

/** Whether a value has no text in `language`: a reader of that language then sees its Dutch text. */
export const isMissing = (row: TranslationRow, language: string) => !row.translations[language]?.trim();

interface Props {
  /** Every value of the list, whatever the search shows. */
  rows: readonly TranslationRow[];
  languages: readonly string[];
  /** The language whose missing values alone are shown, or none. */
  onlyMissing: string | undefined;
  onOnlyMissing: (language: string | undefined) => void;
}

/**
 * Per language, how many of the list's values have no translation (their readers see them in Dutch),
 * and a choice to show only those, so the secretariat can fill them in one after the other.
 */
export const MissingTranslations = ({ rows, languages, onlyMissing, onOnlyMissing }: Props) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {languages.map((language) => {
        const missing = rows.filter((row) => isMissing(row, language)).length;
        return (
          <Stack key={language} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <Alert severity={missing ? 'warning' : 'success'} role="status" sx={{ flex: 1 }}>
              {missing
                ? translate(`codelijsten.missing_count.${language}`, { smart_count: missing, total: rows.length })
                : translate(`codelijsten.none_missing.${language}`)}
            </Alert>
            <FormControlLabel
              label={translate(`codelijsten.only_missing.${language}`)}
              control={<Checkbox checked={onlyMissing === language} onChange={(event) => onOnlyMissing(event.target.checked ? language : undefined)} />}
            />
          </Stack>
        );
      })}
    </Stack>
  );
};
