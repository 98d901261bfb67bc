import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Confirm, Form, SaveButton, Title, Toolbar, useGetOne, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { type FieldValues, useFormState } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { registrationEditSchema } from '../../../domain/schemas/registration';
import { formatDate } from '../../i18n/format';
import { ReasonDialog } from '../../shared/decision/ReasonDialog';
import { RecordFailure, retryUnlessNotFound } from '../../shared/detail/NotFound';
import { NoEnterSubmit } from '../../shared/forms/NoEnterSubmit';
import { UnsavedChangesGuard } from '../../shared/forms/UnsavedChangesGuard';
import { useFormSave } from '../../shared/forms/useFormSave';
import { useReportFailure } from '../../shared/forms/useReportFailure';
import { type RegistrationFormValues, registrationToForm, toRegistrationBody } from '../../shared/registration/model';
import { ContactFields, CourseTypeField, FieldGroup, OrganisationFields, PersonFields } from '../../shared/registration/RegistrationFields';
import { registrationResolver } from '../../shared/registration/resolver';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { RegistratieDecided } from './RegistratieDecided';
import { REGISTRATIES_PATH, REGISTRATIES_RESOURCE, type Registration } from './types';

/** The secretariat corrects the data but never sees or sets the password. */
const resolver = registrationResolver(false);

type Decision = { status: 'APPROVED'; comment: null } | { status: 'DECLINED'; comment: string };

/**
 * Goedkeuren (after a confirmation) or Afkeuren (with a required reason), pessimistic and without
 * undo; afterwards a Dutch notification and back to the list. Unsaved corrections must be saved
 * (or undone) first, so the decision is always taken on what is stored.
 */
const DecisionPanel = ({ record }: { record: Registration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const reportFailure = useReportFailure();
  const provider = useAppDataProvider();
  const { isDirty } = useFormState();
  const [open, setOpen] = useState<'approve' | 'decline'>();
  const decide = useMutation({
    mutationFn: (decision: Decision) => provider.decideRegistration(record.id, decision),
    onSuccess: async (_result, decision) => {
      setOpen(undefined);
      notify(decision.status === 'APPROVED' ? 'registraties.approved' : 'registraties.declined', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [REGISTRATIES_RESOURCE] });
      redirect(REGISTRATIES_PATH);
    },
    onError: (error) => {
      setOpen(undefined);
      void reportFailure(error);
    },
  });
  const name = [record.firstname, record.lastname].filter(Boolean).join(' ');

  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('registraties.decision')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('registraties.decision_hint')}
        </Typography>
        {isDirty && <Alert severity="warning">{translate('registraties.save_first')}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            startIcon={decide.isPending ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
            disabled={isDirty || decide.isPending}
            onClick={() => setOpen('approve')}
          >
            {translate('registraties.approve')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={isDirty || decide.isPending} onClick={() => setOpen('decline')}>
            {translate('registraties.decline')}
          </Button>
        </Box>
      </CardContent>
      <Confirm
        isOpen={open === 'approve'}
        loading={decide.isPending}
        title="registraties.approve_title"
        content="registraties.approve_content"
        translateOptions={{ name: record.name ?? name }}
        contentTranslateOptions={{ name: `${name} (${record.name ?? ''})`, username: record.username ?? '' }}
        confirm="registraties.approve"
        confirmColor="primary"
        onConfirm={() => decide.mutate({ status: 'APPROVED', comment: null })}
        onClose={() => setOpen(undefined)}
      />
      {open === 'decline' && (
        <ReasonDialog
          title={translate('registraties.decline_title')}
          content={translate('registraties.decline_content')}
          confirmLabel={translate('registraties.decline')}
          loading={decide.isPending}
          onConfirm={(comment) => decide.mutate({ status: 'DECLINED', comment })}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Card>
  );
};

/** The edit form's data: the schema's fields without the password, trimmed, empty ones null. */
const editBody = (values: FieldValues) => {
  const { password: _p, repassword: _r, ...body } = toRegistrationBody(values as RegistrationFormValues, false) as Record<string, unknown>;
  return registrationEditSchema.parse(body);
};

/**
 * /registraties/{id}: one registration in the field groups of the wizard, to correct before the
 * decision (the save is pessimistic: the form then shows what the server stored). Leaving with
 * unsaved corrections asks first (SPEC §5). Once decided it is read-only (RegistratieDecided).
 */
const RegistratieEdit = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const saveForm = useFormSave();
  const { data: record, isPending, error } = useGetOne<Registration>(REGISTRATIES_RESOURCE, { id: Number(id) }, { enabled: !!id, retry: retryUnlessNotFound });
  const [update] = useUpdate<Registration>();
  const formRecord = useMemo(() => (record ? { id: record.id, ...registrationToForm(record.data, record.name) } : undefined), [record]);

  if (isPending) return <CircularProgress sx={{ m: 3 }} aria-label={translate('app.loading')} />;
  if (error || !record || !formRecord) return <RecordFailure error={error} listPath={REGISTRATIES_PATH} />;

  const isNew = record.status === 'NIEUW';
  const save = (values: FieldValues) =>
    saveForm(() =>
      update(REGISTRATIES_RESOURCE, { id: record.id, data: editBody(values), previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }),
    );

  const name = [record.firstname, record.lastname].filter(Boolean).join(' ');
  return (
    <Box sx={{ py: 1 }}>
      <Title title={translate('registraties.edit_title', { name: record.name ?? name })} />
      <Button component={Link} to={REGISTRATIES_PATH} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {translate('registraties.back')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('registraties.received', { date: formatDate(record.created_at) })}
      </Typography>
      {!isNew && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('registraties.decided', { status: translate(`registraties.status.${record.status}`) })}
        </Alert>
      )}
      {isNew ? (
        <Form
          record={formRecord}
          resolver={resolver}
          onSubmit={save}
          mode="onTouched"
          warnWhenUnsavedChanges
          WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
          noValidate
        >
          <Card>
            <NoEnterSubmit>
              <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4, rowGap: 2 }}>
                <FieldGroup title={translate('registraties.titles.person')}>
                  <PersonFields withPassword={false} />
                </FieldGroup>
                <FieldGroup title={translate('registraties.titles.organisation')}>
                  <OrganisationFields />
                </FieldGroup>
                <FieldGroup title={translate('registraties.titles.contact')}>
                  <ContactFields />
                </FieldGroup>
                <FieldGroup title={translate('registraties.titles.course')}>
                  <CourseTypeField />
                </FieldGroup>
              </CardContent>
            </NoEnterSubmit>
            <Toolbar>
              <SaveButton />
            </Toolbar>
          </Card>
          <DecisionPanel record={record} />
        </Form>
      ) : (
        <RegistratieDecided record={record} formRecord={formRecord} />
      )}
    </Box>
  );
};

export default RegistratieEdit;
