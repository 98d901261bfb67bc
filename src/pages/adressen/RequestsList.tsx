import { Alert, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AddressRequest, Cooperation } from '../../../domain/schemas/responses/members';
import { formatDate } from '../../i18n/format';
import { PageSwitcher } from '../../shared/layout/PageSwitcher';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { REQUESTS_PAGE_SIZE, type RequestState, requestsKey } from './api';

const stateColor: Record<RequestState, 'info' | 'success' | 'default' | 'error'> = {
  NEW: 'info',
  APPROVED: 'success',
  DECLINED: 'default',
  ERROR: 'error',
};

export const RequestStateChip = ({ state }: { state: RequestState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={stateColor[state] ?? 'default'} label={translate(`adressen.states.${state}`, { _: state })} />;
};

/** What the request is about: its address or organisation; for an ending, the organisation of that cooperation. */
const subject = (request: AddressRequest, cooperations: Cooperation[]) =>
  request.address ||
  (request.code === 'CONTACTEND' ? cooperations.find((c) => c.iddiccontact === Number(request.data?.iddiccontact))?.legalentityname : undefined);

const RequestRow = ({ request, cooperations }: { request: AddressRequest; cooperations: Cooperation[] }) => {
  const translate = useTranslate();
  const about = subject(request, cooperations);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {translate(`adressen.types.${request.code}`, { _: request.code })}
        </Typography>
        <RequestStateChip state={request.state} />
      </Stack>
      {about && <Typography variant="body2">{about}</Typography>}
      <Typography variant="caption" color="text.secondary">
        {translate('adressen.request_dates', { created: formatDate(request.creationdate), start: formatDate(request.startdate) })}
      </Typography>
      {request.comment && (
        <Typography variant="body2" color="text.secondary">
          {translate('adressen.comment', { comment: request.comment })}
        </Typography>
      )}
      {request.error && (
        <Alert severity="error" sx={{ py: 0 }}>
          {request.error}
        </Alert>
      )}
    </Stack>
  );
};

/** The member's own address-change requests with their state, newest first, 5 per page (SPEC §9). */
export const RequestsList = ({ cooperations = [] }: { cooperations?: Cooperation[] }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const provider = useAppDataProvider();
  const { data, isPending, error } = useQuery({
    queryKey: [...requestsKey, page],
    queryFn: () => provider.getAddressRequests(REQUESTS_PAGE_SIZE, page * REQUESTS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <Card component="section" aria-labelledby="requests-title">
      <CardContent>
        <Typography id="requests-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('adressen.requests_title')}
        </Typography>
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {!isPending && !error && data?.items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('adressen.no_requests')}
          </Typography>
        )}
        {data?.items.map((request, index) => (
          <Fragment key={request.id}>
            {index > 0 && <Divider sx={{ my: 1.5 }} />}
            <RequestRow request={request} cooperations={cooperations} />
          </Fragment>
        ))}
        <PageSwitcher size={data?.size ?? 0} page={page} pageSize={REQUESTS_PAGE_SIZE} onPage={setPage} />
      </CardContent>
    </Card>
  );
};
