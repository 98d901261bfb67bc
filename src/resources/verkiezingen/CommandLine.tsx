import { Box } from '@mui/material';

/**
 * A command to type as it stands (`npm run verify:box …`): program text, not Dutch prose. Marked as
 * such (lang, translate="no") so a screen reader reads it as written and no translator touches it.
 */
export function CommandLine({ children }: { children: string }) {
  return (
    <Box
      component="code"
      lang="en"
      translate="no"
      sx={{ display: 'block', fontFamily: 'monospace', p: 1, my: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
    >
      {children}
    </Box>
  );
}
