import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../forms/formHelpers';

/**
 * A page whose data the server refused or could not give: its Dutch message (SPEC §8), e.g.
 * "U hebt onvoldoende rechten" when a member opens another member's addresses (403).
 */
export const PageError = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const message = errorText(error);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Alert severity={(error as { status?: number })?.status === 403 ? 'warning' : 'error'} role="alert">
        {translate(message, { _: message })}
      </Alert>
    </Box>
  );
};
