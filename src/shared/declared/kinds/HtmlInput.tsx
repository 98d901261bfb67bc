import { Box, Grid, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The preview's own page: the portal's font, nothing else; it cannot run anything (sandbox). */
const previewDocument = (html: string) =>
  `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:14px;line-height:1.5;color:#333;margin:12px}
p{margin:0 0 1em}a{color:#1b5e20}blockquote{border-left:3px solid #ccc;margin:0 0 1em;padding-left:12px;color:#555}
</style></head><body>${html}</body></html>`;

/**
 * The text of a page template as HTML, with a live preview beside it (below it on a phone). The
 * preview is a sandboxed frame without scripts, so whatever is typed or pasted cannot run; the
 * server removes what it does not allow when the text is saved.
 */
export const HtmlInput = ({ source, label, required, helperText }: { source: string; label: string; required: boolean; helperText?: string }) => {
  const translate = useTranslate();
  const html = useWatch({ name: source }) as string | undefined;
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          source={source}
          label={label}
          isRequired={required}
          helperText={helperText}
          fullWidth
          multiline
          minRows={14}
          maxRows={30}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {translate('declared.html_preview')}
        </Typography>
        <Box
          component="iframe"
          title={translate('declared.html_preview_title')}
          sandbox=""
          srcDoc={previewDocument(html ?? '')}
          sx={{ width: '100%', height: { xs: 260, md: 360 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        />
      </Grid>
    </Grid>
  );
};
