import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/** A text the Order edits itself (page template); its HTML was sanitised by the server on save. */
export const PageTemplate = ({ name, showTitle = false }: { name: string; showTitle?: boolean }) => {
  const provider = useAppDataProvider();
  // null when the page cannot be had: nothing is shown then.
  const { data } = useQuery({ queryKey: ['page', name], queryFn: () => provider.getPublicPage(name), retry: false });
  if (!data) return null;
  return (
    <Box sx={{ '& p': { mt: 0 }, color: 'text.secondary' }}>
      {showTitle && <h2>{data.title}</h2>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: template HTML is sanitised on the server */}
      <div dangerouslySetInnerHTML={{ __html: data.content }} />
    </Box>
  );
};
