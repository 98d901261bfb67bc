import { Card, CardContent, Chip, Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { Details } from '../../shared/detail/DetailParts';
import { RegistrationSummary } from '../../shared/registration/RegistrationFields';
import type { Registration } from './types';

/**
 * A registration that was decided can no longer change (the server refuses it, 409): its data as
 * text, as the wizard's summary showed them, and the decision with who took it, when and why.
 * The summary reads form values, so it sits in a form without inputs.
 */
export const RegistratieDecided = ({ record, formRecord }: { record: Registration; formRecord: Record<string, unknown> }) => {
  const translate = useTranslate();
  const status = translate(`registraties.status.${record.status}`);
  return (
    <>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('registraties.data')}
          </Typography>
          <Form record={formRecord} noValidate>
            <RegistrationSummary withCourseType label={translate('registraties.data')} />
          </Form>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('registraties.decision')}
          </Typography>
          <Details
            label={translate('registraties.decision')}
            rows={[
              [
                translate('registraties.decided_status'),
                <Chip key="s" size="small" label={status} color={record.status === 'APPROVED' ? 'success' : 'error'} />,
              ],
              [translate('registraties.decided_by'), record.decided_by ?? '–'],
              [translate('registraties.decided_at'), formatDateTime(record.decided_at) || '–'],
              [translate('registraties.comment'), record.comment || translate('registraties.no_comment')],
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
};
