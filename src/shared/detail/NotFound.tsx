import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageError } from './PageError';

/** The API's 404: the record of the address does not exist (any more). */
export const isNotFound = (error: unknown) => (error as { status?: number } | null | undefined)?.status === 404;

/**
 * react-query's retry rule for the app: asking again for a record that does not exist only keeps
 * the user waiting (three retries take about 7 s), so a 404 is final at once; other failures retry.
 */
export const retryUnlessNotFound = (failureCount: number, error: unknown) => !isNotFound(error) && failureCount < 3;

export interface NotFoundProps {
  /** Where the way back leads: the list the record would be in. */
  listPath: string;
  /** The way back's text when "Terug naar de lijst" does not fit (e.g. back to the search). */
  backLabel?: string;
}

/**
 * What every screen of one record shows when its address names none (an old bookmark, a typed id):
 * the Dutch "does not exist" and a way back to the list, instead of an empty or half-working screen.
 */
export const NotFound = ({ listPath, backLabel }: NotFoundProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Title title={translate('declared.not_found_title')} />
      <Alert severity="warning" role="alert" sx={{ justifySelf: 'stretch' }}>
        {translate('declared.not_found')}
      </Alert>
      <Button component={Link} to={listPath} startIcon={<ArrowBackIcon />} variant="outlined" size="small">
        {backLabel ?? translate('declared.back_to_list')}
      </Button>
    </Box>
  );
};

/** A failed read of one record: NotFound for a 404, the server's Dutch message otherwise (SPEC §8). */
export const RecordFailure = ({ error, ...props }: NotFoundProps & { error: unknown }) =>
  isNotFound(error) ? <NotFound {...props} /> : <PageError error={error} />;
