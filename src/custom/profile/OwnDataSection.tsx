import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MemberDataButton } from '../../shared/memberData/MemberDataButton';

/** /profiel, for a veterinarian: everything the portal holds about them, in one file (GDPR art. 15 and 20). */
export function OwnDataSection({ username }: { username: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('gegevens.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('gegevens.intro')}
        </Typography>
        <MemberDataButton username={username} label={translate('gegevens.download_own')} />
      </CardContent>
    </Card>
  );
}
