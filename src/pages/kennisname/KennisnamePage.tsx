import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import type { Person } from '../../authProvider/session';
import { useCurrentPerson } from '../../shared/layout/useCurrentPerson';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { PageTemplate } from './PageTemplate';

/** The regulation a veterinarian acknowledges before anything else (SPEC §4 kennisname). */
export const KennisnamePage = ({ person }: { person: Person }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { update } = useCurrentPerson();
  const provider = useAppDataProvider();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await provider.acknowledgeRegulation(person.username);
      update({ ...person, kennisname: true });
      notify('KENNISNAME_SUCCESS', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 820 }}>
      <Title title={translate('kennisname.title')} />
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {translate('kennisname.title')}
          </Typography>
          <Typography>{translate('kennisname.intro')}</Typography>
          <PageTemplate name="REGLEMENT" showTitle />
          <FormControlLabel control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />} label={translate('kennisname.accept')} />
          <Button variant="contained" disabled={!accepted || busy} onClick={confirm} sx={{ justifySelf: 'start' }}>
            {translate('kennisname.submit')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
