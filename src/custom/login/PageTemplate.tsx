import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../dataProvider/http';

interface Page {
  title: string;
  content: string;
}

/** A text the Order edits itself (page template); its HTML was sanitised by the server on save. */
export const PageTemplate = ({ name, showTitle = false }: { name: string; showTitle?: boolean }) => {
  const { data } = useQuery({ queryKey: ['page', name], queryFn: () => http<Page>(`/templates/pages/public/${name}`), retry: false });
  if (!data) return null;
  return (
    <Box sx={{ '& p': { mt: 0 }, color: 'text.secondary' }}>
      {showTitle && <h2>{data.title}</h2>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: template HTML is sanitised on the server */}
      <div dangerouslySetInnerHTML={{ __html: data.content }} />
    </Box>
  );
};
