import FileDownload from '@mui/icons-material/FileDownload';
import { LinearProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/types';
import { errorNotification } from '../forms/formHelpers';
import { exportDeclared } from './exportXlsx';

/** "Exporteren naar Excel" with a progress bar while the rows are read. */
export const ExportButton = ({ d }: { d: Declaration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    try {
      await exportDeclared(dataProvider, d, { filter: filterValues, sort, translate, progress: (done, all) => setProgress({ done, total: all }) });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <span>
      <Button label="declared.export" onClick={run} disabled={!!progress || !total}>
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
