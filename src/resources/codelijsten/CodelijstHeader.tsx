import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface CodelijstHeaderProps {
  id: string;
  tab: 'items' | 'translations';
  /** Shows the read-only note (OPLVERSTREKKER may consult, only SECRETARIAAT may change). */
  readOnly: boolean;
}

/**
 * The head of the two screens of one code list: the way back to all lists, the title with the
 * list's code, and tabs between its values and its translations (two routes, SPEC §2).
 */
export const CodelijstHeader = ({ id, tab, readOnly }: CodelijstHeaderProps) => {
  const translate = useTranslate();
  const { data } = useGetOne('codelijsten', { id });
  const title = translate(tab === 'items' ? 'codelijsten.items_title' : 'codelijsten.translations_title', { code: data?.code ?? '' });

  return (
    <Box sx={{ mt: 1, mb: 1 }}>
      <Title title={title} />
      <Button component={Link} to="/codelijsten" startIcon={<ArrowBackIcon />} size="small">
        {translate('codelijsten.back')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
        <Tab value="items" label={translate('codelijsten.items')} component={Link} to={`/codelijsten/${id}/items`} />
        <Tab value="translations" label={translate('codelijsten.translations')} component={Link} to={`/codelijsten/${id}/translations`} />
      </Tabs>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('codelijsten.read_only')}
        </Alert>
      )}
    </Box>
  );
};
