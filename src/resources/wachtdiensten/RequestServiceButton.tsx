import AddIcon from '@mui/icons-material/Add';
import { useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import wachtdienstaanvragen from '../../../domain/resources/wachtdienstaanvragen';
import { DeclaredDialog } from '../../shared/declared/DeclaredDialog';

/** On the service list: a vet asks for a new service, in the registration request's own declared form (SPEC §5's rules). */
export default function RequestServiceButton() {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: wachtdienstaanvragen.name, action: 'create' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="wachtdiensten.request_new" onClick={() => setOpen(true)} variant="contained">
        <AddIcon />
      </Button>
      {open && <DeclaredDialog d={wachtdienstaanvragen} canEdit savedMessage="wachtdiensten.request_sent" onClose={() => setOpen(false)} />}
    </>
  );
}
