import { Alert, Box, Button, Card, CardContent, Link, Step, StepButton, Stepper, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Form, useNotify, useTranslate } from 'react-admin';
import { type FieldErrors, type FieldValues, useFormContext } from 'react-hook-form';
import { registrationSchema } from '../../../domain/schemas/registration';
import { errorNotification, serverFieldErrors } from '../../shared/forms/formHelpers';
import { NoEnterSubmit } from '../../shared/forms/NoEnterSubmit';
import { UnsavedChangesGuard } from '../../shared/forms/UnsavedChangesGuard';
import { emptyRegistration, type RegistrationFormValues, toRegistrationBody } from '../../shared/registration/model';
import {
  ContactFields,
  CourseTypeField,
  FieldGroup,
  OrganisationFields,
  PersonFields,
  RegistrationSummary,
} from '../../shared/registration/RegistrationFields';
import { registrationResolver } from '../../shared/registration/resolver';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { STEPS, stepOf } from './steps';

const resolver = registrationResolver(true);

/**
 * The public frame of the wizard: a centred card as the login page, wide enough for the stepper.
 * Notifications are the app's own (App.tsx), which react-admin shows on public pages too.
 */
const RegisterFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  // Outside the app's frame there is no app bar title to follow (see layout/DocumentTitle).
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: '#eef3ee', p: { xs: 1, sm: 3 } }}
    >
      <Card sx={{ width: '100%', maxWidth: 760, my: { xs: 0, sm: 4 } }}>
        <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};

/** The dotted paths of react-hook-form's nested errors. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!value || typeof value !== 'object') return [];
    if (typeof (value as { type?: unknown }).type === 'string' && 'message' in value) return [path];
    return errorPaths(value as FieldErrors, path);
  });
}

const firstStepOf = (paths: string[]) => Math.min(...paths.map(stepOf));

/**
 * The four steps in one form. "Volgende" checks the fields of the current step only (with the same
 * schema as the server); submitting checks everything and returns to the first step with an error,
 * as it does with the server's field errors (409 USERNAME_TAKEN: the username on step 1).
 */
const Wizard = ({ onDone }: { onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const { trigger, handleSubmit, setError, reset } = useFormContext();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const last = STEPS.length - 1;

  const next = async () => {
    const valid = await trigger([...STEPS[step]!.fields] as string[], { shouldFocus: true });
    if (valid) setStep(step + 1);
  };

  const send = async (values: FieldValues) => {
    const parsed = registrationSchema.safeParse(toRegistrationBody(values as RegistrationFormValues));
    if (!parsed.success) return; // the resolver let it through, so this does not happen
    setBusy(true);
    try {
      await provider.register(parsed.data);
      // Nothing unsaved any more: the success page may be left freely.
      reset(values);
      onDone();
    } catch (error) {
      setBusy(false);
      const fields = serverFieldErrors(error);
      if (fields) {
        for (const [path, message] of Object.entries(fields)) setError(path, { type: 'server', message });
        setStep(firstStepOf(Object.keys(fields)));
        return;
      }
      notify(...errorNotification(error));
    }
  };

  const invalid = (errors: FieldErrors) => {
    const paths = errorPaths(errors);
    if (paths.length > 0) setStep(firstStepOf(paths));
  };

  return (
    <NoEnterSubmit>
      <Stepper activeStep={step} alternativeLabel nonLinear sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}>
        {STEPS.map((s, index) => (
          <Step key={s.key} completed={index < step}>
            {/* Only the steps already passed can be opened again; the next one needs "Volgende". */}
            <StepButton onClick={() => setStep(index)} disabled={index >= step}>
              {translate(`register.steps.${s.key}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <FieldGroup title={translate('register.titles.person')}>
          <PersonFields />
        </FieldGroup>
      )}
      {step === 1 && (
        <FieldGroup title={translate('register.titles.organisation')}>
          <OrganisationFields />
        </FieldGroup>
      )}
      {step === 2 && (
        <FieldGroup title={translate('register.titles.contact')}>
          <ContactFields />
        </FieldGroup>
      )}
      {step === 3 && (
        <>
          <FieldGroup title={translate('register.titles.confirm')}>
            <CourseTypeField />
          </FieldGroup>
          <FieldGroup title={translate('register.summary')}>
            <RegistrationSummary />
          </FieldGroup>
        </>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Button onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
          {translate('register.back')}
        </Button>
        {step < last ? (
          <Button variant="contained" onClick={next}>
            {translate('register.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={handleSubmit(send, invalid)} disabled={busy}>
            {translate('register.submit')}
          </Button>
        )}
      </Box>
    </NoEnterSubmit>
  );
};

/**
 * /register (public): a continuing-education provider asks for an account in four steps (SPEC §2,
 * §3, §5). The secretariat decides; the answer comes by e-mail. Leaving a filled-in wizard asks first.
 */
export default function RegisterPage() {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  return (
    <RegisterFrame title={translate('register.title')}>
      {done ? (
        <>
          <Alert severity="success">{translate('REGISTRATION_RECEIVED')}</Alert>
          <Typography>{translate('register.success_next')}</Typography>
          <Button href="/login" variant="contained" sx={{ justifySelf: 'start' }}>
            {translate('app.back_to_login')}
          </Button>
        </>
      ) : (
        <>
          <Typography color="text.secondary">{translate('register.intro')}</Typography>
          <Form
            defaultValues={emptyRegistration}
            resolver={resolver}
            mode="onTouched"
            warnWhenUnsavedChanges
            WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
            disableInvalidFormNotification
            noValidate
          >
            <Wizard onDone={() => setDone(true)} />
          </Form>
          <Typography variant="body2">
            {translate('register.has_account')} <Link href="/login">{translate('register.to_login')}</Link>
          </Typography>
        </>
      )}
    </RegisterFrame>
  );
}
