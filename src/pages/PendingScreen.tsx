import { Alert, Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen of SPEC §2 whose capability is not delivered yet: it says so plainly, in Dutch. */
export default function PendingScreen() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.title')} />
      <Alert severity="info">{translate('app.not_available_yet')}</Alert>
    </Box>
  );
}
