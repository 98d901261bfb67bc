import Add from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageError } from '../../shared/detail/PageError';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { addressesKey } from './api';
import { ContactEndDialog } from './ContactEndDialog';
import { ContactNewDialog } from './ContactNewDialog';
import { Cooperations } from './Cooperations';
import { DomicilieDialog } from './DomicilieDialog';
import { OwnAddresses } from './OwnAddresses';
import { RechtspersoonDialog } from './RechtspersoonDialog';
import { RequestsList } from './RequestsList';

type OpenDialog = { code: 'DOMICILIE' } | { code: 'CONTACTNEW' } | { code: 'RECHTSPERSOON' } | { code: 'CONTACTEND'; iddiccontact?: number };

/**
 * /dierenarts/{id}/adressen (SPEC §2, DIERENARTS, own id only): the member's addresses with their
 * roles, the cooperations and the member's address-change requests, with the four request forms.
 * Another member's id is refused by the server (403); its Dutch message shows instead.
 */
export default function AdressenPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [dialog, setDialog] = useState<OpenDialog>();
  const provider = useAppDataProvider();
  const { data, error, isPending } = useQuery({ queryKey: addressesKey(id), queryFn: () => provider.getMemberAddresses(id), retry: false });
  useEffect(() => {
    if (error) logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);

  const title = <Title title={translate('adressen.title')} />;
  if (error) {
    return (
      <>
        {title}
        <PageError error={error} />
      </>
    );
  }
  if (isPending || !data) {
    return (
      <Box sx={{ p: 3 }}>
        {title}
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }

  const close = () => setDialog(undefined);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      {title}
      <OwnAddresses
        member={id}
        items={data.items}
        actions={
          <Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog({ code: 'DOMICILIE' })}>
            {translate('adressen.requests.DOMICILIE.button')}
          </Button>
        }
      />
      <Cooperations
        member={id}
        relaties={data.relaties}
        own={data.items}
        onEnd={(iddiccontact) => setDialog({ code: 'CONTACTEND', iddiccontact })}
        actions={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button size="small" variant="contained" startIcon={<Add />} onClick={() => setDialog({ code: 'CONTACTNEW' })}>
              {translate('adressen.requests.CONTACTNEW.button')}
            </Button>
            <Button size="small" variant="outlined" startIcon={<Add />} onClick={() => setDialog({ code: 'RECHTSPERSOON' })}>
              {translate('adressen.requests.RECHTSPERSOON.button')}
            </Button>
          </Stack>
        }
      />
      <RequestsList cooperations={data.relaties} />
      {dialog?.code === 'DOMICILIE' && <DomicilieDialog onClose={close} />}
      {dialog?.code === 'CONTACTNEW' && <ContactNewDialog onClose={close} />}
      {dialog?.code === 'RECHTSPERSOON' && <RechtspersoonDialog onClose={close} />}
      {dialog?.code === 'CONTACTEND' && <ContactEndDialog cooperations={data.relaties} selected={dialog.iddiccontact} onClose={close} />}
    </Stack>
  );
}
