import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isNotFound, NotFound, retryUnlessNotFound } from '../../shared/detail/NotFound';

export interface CodelijstHeaderProps {
  id: string;
  tab: 'items' | 'translations';
  /** Shows the read-only note (OPLVERSTREKKER may consult, only SECRETARIAAT may change). */
  readOnly: boolean;
  /** The tab's content, drawn only when the list exists. */
  children: ReactNode;
}

/**
 * The frame of the two screens of one code list: the way back to all lists, the title with the
 * list's code, tabs between its values and its translations (two routes, SPEC §2), then the tab.
 * An unknown list shows "does not exist" and nothing of the tab (no "Nieuwe waarde" for it).
 */
export const CodelijstHeader = ({ id, tab, readOnly, children }: CodelijstHeaderProps) => {
  const translate = useTranslate();
  const { data, error } = useGetOne('codelijsten', { id }, { retry: retryUnlessNotFound });
  if (isNotFound(error)) return <NotFound listPath="/codelijsten" />;
  // The description names the list for a person; the code only while a list has no description.
  const title = translate(tab === 'items' ? 'codelijsten.items_title' : 'codelijsten.translations_title', { name: data?.description || data?.code || '' });

  return (
    <Box sx={{ mt: 1, mb: 1 }}>
      <Title title={title} />
      <Button component={Link} to="/codelijsten" startIcon={<ArrowBackIcon />} size="small">
        {translate('codelijsten.back')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {data?.code && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('codelijsten.code', { code: data.code })}
        </Typography>
      )}
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 1 }}>
        <Tab value="items" label={translate('codelijsten.items')} component={Link} to={`/codelijsten/${id}/items`} />
        <Tab value="translations" label={translate('codelijsten.translations')} component={Link} to={`/codelijsten/${id}/translations`} />
      </Tabs>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('codelijsten.read_only')}
        </Alert>
      )}
      {children}
    </Box>
  );
};
