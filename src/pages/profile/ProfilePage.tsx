import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, HttpError, PasswordInput, SaveButton, TextInput, Title, useNotify, useTranslate } from 'react-admin';
import { profileSchema } from '../../../domain/schemas/auth';
import { successMessages } from '../../../domain/texts/errors.nl';
import { NoEnterSubmit } from '../../shared/forms/NoEnterSubmit';
import { UnsavedChangesGuard } from '../../shared/forms/UnsavedChangesGuard';
import { requiredIn, zodForm } from '../../shared/forms/zod';
import { useCurrentPerson } from '../../shared/layout/useCurrentPerson';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { AgendaSection } from './AgendaSection';
import { LanguageSection } from './LanguageSection';
import { OwnDataSection } from './OwnDataSection';

const required = requiredIn(profileSchema);

/** /profiel: own personal data and, optionally, a new password with its repeat; a vet's calendar link. */
export default function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { person, refresh } = useCurrentPerson();
  const provider = useAppDataProvider();
  const username = person?.username ?? '';
  const key = ['profile', username];
  const { data } = useQuery({ queryKey: key, queryFn: () => provider.getProfile(username), enabled: !!person });
  const label = (field: string) => translate(`resources.profiel.fields.${field}`);

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await provider.saveProfile(username, values);
      client.setQueryData(key, saved);
      await refresh();
      notify(successMessages.UPDATE_SUCCESS, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      if (error instanceof HttpError && error.body?.errors) return error.body.errors;
    }
  };

  if (!data) return null;
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 720 }}>
      <Title title={translate('profiel.title')} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h1">
              {data.username}
            </Typography>
            {data.roles.map((role) => (
              <Chip key={role} size="small" label={translate(`roles.${role}`)} />
            ))}
          </Stack>
          <NoEnterSubmit>
            <Form
              record={{ ...data, password: '', repassword: '' }}
              resolver={zodForm(profileSchema)}
              onSubmit={save}
              warnWhenUnsavedChanges
              WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
            >
              <Typography variant="subtitle1" component="h2">
                {translate('profiel.personal')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <TextInput source="firstname" label={label('firstname')} isRequired={required('firstname')} fullWidth />
                <TextInput source="lastname" label={label('lastname')} isRequired={required('lastname')} fullWidth />
              </Stack>
              <TextInput source="email" label={label('email')} isRequired={required('email')} type="email" fullWidth />
              <TextInput source="telephone" label={label('telephone')} isRequired={required('telephone')} fullWidth />
              <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
                {translate('profiel.password_section')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('profiel.password_hint')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <PasswordInput source="password" label={label('password')} isRequired={required('password')} autoComplete="new-password" fullWidth />
                <PasswordInput source="repassword" label={label('repassword')} isRequired={required('repassword')} autoComplete="new-password" fullWidth />
              </Stack>
              <SaveButton />
            </Form>
          </NoEnterSubmit>
        </CardContent>
      </Card>
      <LanguageSection />
      {data.roles.includes('DIERENARTS') && <AgendaSection />}
      {data.roles.includes('DIERENARTS') && <OwnDataSection username={data.username} />}
    </Box>
  );
}
