import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { errorText } from '../forms/formHelpers';

/** A titled part of a dialog or sheet. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ my: 2 }}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** Label and value pairs as a definition list: two columns on a wide screen, one on a phone. */
export const Details = ({ rows, label }: { rows: [string, ReactNode][]; label?: string }) => (
  <Box
    component="dl"
    aria-label={label}
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0 }}
  >
    {rows.map(([term, value]) => (
      <Box key={term} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {term}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/** A pending or failed read, or its content. */
export const Loaded = ({ query, children }: { query: { isPending: boolean; error: unknown }; children: ReactNode }) => {
  if (query.error) return <Alert severity="error">{errorText(query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={56} />;
  return <>{children}</>;
};
