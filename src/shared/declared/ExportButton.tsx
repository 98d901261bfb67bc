import FileDownload from '@mui/icons-material/FileDownload';
import { LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { codelistsOf } from '../../../domain/declare/fields';
import { errorNotification } from '../forms/formHelpers';
import { fetchCodelist, useCodelistLanguage } from '../lookups/codelists';
import { useAppDataProvider } from '../useAppDataProvider';
import { exportDeclared } from './exportXlsx';

/** "Exporteren naar Excel" with a progress bar while the rows are read. */
export const ExportButton = ({ d }: { d: Declaration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const language = useCodelistLanguage();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    try {
      // The codelists of the columns in the reader's language, from the cache where a screen read them already.
      const lists = codelistsOf(d.fields, d.list.columns);
      const items = new Map(await Promise.all(lists.map(async (list) => [list, await fetchCodelist(queryClient, dataProvider, list, language)] as const)));
      const describe = (list: string, code: string) => items.get(list)?.find((i) => i.codedetail === code)?.description ?? code;
      await exportDeclared(dataProvider, d, {
        filter: filterValues,
        sort,
        translate,
        describe,
        language,
        progress: (done, all) => setProgress({ done, total: all }),
      });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <span>
      {/* On a phone react-admin draws an icon alone, and names it only while enabled: the name is given here. */}
      <Button label="declared.export" aria-label={translate('declared.export')} onClick={run} disabled={!!progress || !total}>
        <FileDownload />
      </Button>
      {progress && (
        <span role="status">
          <LinearProgress variant="determinate" value={progress.total ? (100 * progress.done) / progress.total : 0} sx={{ minWidth: 160 }} />
          {translate('declared.exporting', { done: progress.done, total: progress.total })}
        </span>
      )}
    </span>
  );
};
