import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Notification } from 'react-admin';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

/** The frame of the public pages (token, activation): a centred card, as the login page. */
export const PublicCard = ({ title, children }: { title: string; children: ReactNode }) => {
  // Outside the app's frame there is no app bar title to follow (see layout/DocumentTitle).
  useDocumentTitle(title);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#eef3ee', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Notification autoHideDuration={10000} />
    </Box>
  );
};
