import { Alert, Box, Button, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Loading, useAuthenticated, useCanAccess, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { LANGUAGES } from '../../../domain/schemas/codelists';
import { retryUnlessNotFound } from '../../shared/detail/NotFound';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { isMissing, MissingTranslations } from './MissingTranslations';
import { TranslationDialog } from './TranslationDialog';
import { TranslationsTable } from './TranslationsTable';
import { ITEMS_RESOURCE, type TranslationRow } from './types';

/** Dutch is the source text; the portal's other language, French, gets a column. */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'nl');

const matches = (row: TranslationRow, search: string) =>
  [row.codedetail, row.description, ...Object.values(row.translations)].some((text) => text?.toLowerCase().includes(search));

/**
 * /codelijsten/:id/translations: all values of one list with their translations, as a tab of the
 * codelist's page (its title and tabs are the generic detail page's). The API returns
 * the whole list at once (no paging), so the search box filters in the browser. The layout's
 * AccessGate keeps other roles out (SPEC §6); a custom route still needs its own login check.
 */
const CodelijstTranslations = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { isPending: authPending } = useAuthenticated();
  const { canAccess: canEdit = false, isPending: editPending } = useCanAccess({ resource: ITEMS_RESOURCE, action: 'edit' });
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const provider = useAppDataProvider();
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState<string>();
  const [editing, setEditing] = useState<{ row: TranslationRow; language: string }>();

  const query = useQuery({
    queryKey: ['codelist-translations', id],
    queryFn: () => provider.getCodelistTranslations(id),
    enabled: !authPending,
    retry: retryUnlessNotFound,
  });
  // react-admin's own queries hand failures to the authProvider; this one has to do it itself (401 -> login).
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);

  const needle = search.trim().toLowerCase();
  const all = useMemo(() => query.data?.items ?? [], [query.data]);
  const rows = useMemo(
    () => all.filter((row) => (!needle || matches(row, needle)) && (!onlyMissing || isMissing(row, onlyMissing))),
    [all, needle, onlyMissing],
  );

  return (
    <>
      {!editPending && !canEdit && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('codelijsten.read_only')}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        <TextField size="small" type="search" label={translate('ra.action.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
      </Box>
      {query.isSuccess && <MissingTranslations rows={all} languages={OTHER_LANGUAGES} onlyMissing={onlyMissing} onOnlyMissing={setOnlyMissing} />}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => query.refetch()}>
              {translate('app.retry')}
            </Button>
          }
        >
          {query.error instanceof Error ? query.error.message : translate('UNKNOWN_ISSUE')}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">
          {translate('ra.navigation.no_results', { name: translate('resources.codelijst-items.name', { smart_count: 2 }).toLowerCase() })}
        </Alert>
      ) : (
        <TranslationsTable rows={rows} languages={OTHER_LANGUAGES} canEdit={canEdit} onEdit={(row, language) => setEditing({ row, language })} />
      )}
      {editing && <TranslationDialog row={editing.row} language={editing.language} onClose={() => setEditing(undefined)} onSaved={() => query.refetch()} />}
    </>
  );
};

export default CodelijstTranslations;
