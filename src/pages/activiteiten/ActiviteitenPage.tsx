import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CheckboxGroupInput, Form, SaveButton, TextInput, Title, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { activitiesSchema } from '../../../domain/schemas/members';
import type { Activities } from '../../../domain/schemas/responses/members';
import { PageError } from '../../shared/detail/PageError';
import { errorNotification, serverFieldErrors } from '../../shared/forms/formHelpers';
import { NoEnterSubmit } from '../../shared/forms/NoEnterSubmit';
import { UnsavedChangesGuard } from '../../shared/forms/UnsavedChangesGuard';
import { requiredIn } from '../../shared/forms/zod';
import { codelistChoices, useCodelist } from '../../shared/lookups/codelists';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { CheckboxInput } from './CheckboxInput';
import { activitiesResolver } from './resolver';

const activitiesKey = (id: string) => ['dierenartsen', id, 'activiteiten'] as const;
const required = requiredIn(activitiesSchema);

/** The form's values: the percentage as text, so "2,5" can be typed and explained. */
const toRecord = (a: Activities) => ({
  practpct: a.practpct == null ? '' : String(a.practpct),
  species: a.species ?? [],
  sectors: a.sectors ?? [],
  other_sectors: a.other_sectors ?? '',
  interests: a.interests ?? '',
  transfer_email: !!a.transfer_email,
  xray: !!a.xray,
});

/** Checkboxes in columns: three on a wide screen, two on a tablet, one on a phone. */
const columns = { '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } } };

/**
 * A codelist as a checkbox group: the active values, and an inactive value the member already
 * chose stays visible and checked, marked "niet meer actief" (SPEC §5).
 */
const CodelistCheckboxes = ({ source, list, chosen, label }: { source: string; list: string; chosen: string[]; label: string }) => {
  const translate = useTranslate();
  const { items } = useCodelist(list);
  const choices = codelistChoices(items, chosen, `(${translate('activiteiten.inactive')})`);
  return <CheckboxGroupInput source={source} label={label} choices={choices} translateChoice={false} sx={columns} />;
};

/**
 * /dierenarts/{id}/professionele-activiteiten (SPEC §2, DIERENARTS own): the share of work as a
 * practitioner (a whole number 1 to 100), species, sectors, other sectors, interests and two
 * declarations. The save is pessimistic: the form keeps the input until the server agreed.
 */
export default function ActiviteitenPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { id = '' } = useParams();
  const provider = useAppDataProvider();
  const { data, error } = useQuery({ queryKey: activitiesKey(id), queryFn: () => provider.getActivities(id), retry: false });
  useEffect(() => {
    if (error) logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);

  const save = async (values: FieldValues) => {
    try {
      const saved = await provider.saveActivities(id, values);
      client.setQueryData(activitiesKey(id), saved);
      notify(saved.code ?? 'UPDATE_SUCCESS', { type: 'success' });
      return undefined;
    } catch (err) {
      notify(...errorNotification(err));
      return serverFieldErrors(err);
    }
  };

  const title = <Title title={translate('activiteiten.title')} />;
  if (error) {
    return (
      <>
        {title}
        <PageError error={error} />
      </>
    );
  }
  if (!data) {
    return (
      <Box sx={{ p: 3 }}>
        {title}
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1000 }}>
      {title}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1">
            {translate('activiteiten.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('activiteiten.intro')}
          </Typography>
          <NoEnterSubmit>
            <Form
              record={toRecord(data)}
              resolver={activitiesResolver}
              onSubmit={save}
              warnWhenUnsavedChanges
              WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
              noValidate
            >
              <Stack spacing={1}>
                <TextInput
                  source="practpct"
                  label="activiteiten.fields.practpct"
                  helperText="activiteiten.practpct_hint"
                  isRequired={required('practpct')}
                  inputProps={{ inputMode: 'numeric' }}
                  sx={{ maxWidth: 320 }}
                />
                <CodelistCheckboxes source="species" list="DIERSOORTEN" chosen={data.species ?? []} label="activiteiten.fields.species" />
                <CodelistCheckboxes source="sectors" list="SECTOR" chosen={data.sectors ?? []} label="activiteiten.fields.sectors" />
                <TextInput
                  source="other_sectors"
                  label="activiteiten.fields.other_sectors"
                  isRequired={required('other_sectors')}
                  multiline
                  minRows={2}
                  fullWidth
                />
                <TextInput source="interests" label="activiteiten.fields.interests" isRequired={required('interests')} multiline minRows={2} fullWidth />
                <CheckboxInput source="transfer_email" label="activiteiten.fields.transfer_email" />
                <CheckboxInput source="xray" label="activiteiten.fields.xray" />
              </Stack>
              <Box sx={{ mt: 2 }}>
                <SaveButton />
              </Box>
            </Form>
          </NoEnterSubmit>
        </CardContent>
      </Card>
    </Box>
  );
}
