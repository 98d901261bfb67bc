import Download from '@mui/icons-material/Download';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DownloadButton } from '../../shared/DownloadButton';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/** /profiel, for a veterinarian: everything the portal holds about them, in one file (GDPR art. 15 and 20). */
export function OwnDataSection({ username }: { username: string }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('gegevens.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('gegevens.intro')}
        </Typography>
        <DownloadButton
          label={translate('gegevens.download_own')}
          progress="gegevens.downloading"
          done="gegevens.downloaded"
          load={(onBytes) => provider.memberData(username, onBytes)}
          variant="outlined"
          startIcon={<Download />}
        />
      </CardContent>
    </Card>
  );
}
