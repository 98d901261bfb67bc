import { Box } from '@mui/material';

/**
 * A ballot's tracker as the voter copies it: 64 hex digits in monospace, broken anywhere on a phone,
 * selected whole by one click. `labelledBy` names it for a screen reader. A code, the same in every
 * language: a browser's translation leaves it alone.
 */
export function TrackerCode({ tracker, labelledBy, testId }: { tracker: string; labelledBy: string; testId?: string }) {
  return (
    <Box
      component="output"
      aria-labelledby={labelledBy}
      data-testid={testId}
      translate="no"
      sx={{
        display: 'block',
        fontFamily: 'monospace',
        fontSize: { xs: '0.95rem', sm: '1.05rem' },
        p: 1.5,
        my: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflowWrap: 'anywhere',
        userSelect: 'all',
      }}
    >
      {tracker}
    </Box>
  );
}
