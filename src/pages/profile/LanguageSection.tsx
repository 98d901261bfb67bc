import { Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { isLanguage, LANGUAGES } from '../../../domain/language';
import { languageRequest } from '../../authProvider/loginRequest';
import { FRENCH_OFFERED, LANGUAGE_NAMES, personLanguage } from '../../i18n/language';
import { LanguageLabel } from '../../shared/LanguageLabel';
import { useCurrentPerson } from '../../shared/layout/useCurrentPerson';

/**
 * The own language on /profiel: saved to the account at once (PUT /api/auth/person/language), and the
 * screens follow (shared/layout/LanguageSync). The label and names are in both languages, as on the login page.
 */
export function LanguageSection() {
  const notify = useNotify();
  const { person, update } = useCurrentPerson();
  const [busy, setBusy] = useState(false);
  if (!FRENCH_OFFERED || !person) return null;
  const choose = async (value: string) => {
    if (!isLanguage(value) || busy) return;
    setBusy(true);
    try {
      update(await languageRequest(value));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" id="profiel-taal">
          <LanguageLabel />
        </Typography>
        <RadioGroup row aria-labelledby="profiel-taal" value={personLanguage(person)} onChange={(event) => void choose(event.target.value)}>
          {LANGUAGES.map((language) => (
            <FormControlLabel
              key={language}
              value={language}
              disabled={busy}
              control={<Radio />}
              label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
            />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
