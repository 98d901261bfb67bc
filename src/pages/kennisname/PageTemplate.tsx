import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { isLanguage } from '../../../domain/language';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/**
 * A text the Order edits itself (page template), in the reader's language (the screens' own, which
 * follows the account's); its HTML was sanitised by the server on save.
 */
export const PageTemplate = ({ name, showTitle = false }: { name: string; showTitle?: boolean }) => {
  const provider = useAppDataProvider();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'nl';
  // null when the page cannot be had: nothing is shown then.
  const { data } = useQuery({ queryKey: ['page', name, language], queryFn: () => provider.getPublicPage(name, language), retry: false });
  if (!data) return null;
  return (
    <Box sx={{ '& p': { mt: 0 }, color: 'text.secondary' }}>
      {showTitle && <h2>{data.title}</h2>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: template HTML is sanitised on the server */}
      <div dangerouslySetInnerHTML={{ __html: data.content }} />
    </Box>
  );
};
