import { Alert, Box, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MailTemplateInfo } from './types';

export interface ParamListProps {
  params?: MailTemplateInfo['params'];
  isPending: boolean;
  /** The message of a failed /info call. */
  error?: string;
  onInsert: (name: string) => void;
}

/**
 * The parameters the template may use, each as {{name}} with what it stands for. A click puts the
 * placeholder at the cursor in the text (or the subject, whichever had the cursor last).
 */
export const ParamList = ({ params, isPending, error, onInsert }: ParamListProps) => {
  const translate = useTranslate();
  const titleId = 'mail-template-params-title';
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {translate('templates.params')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      ) : !params?.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('templates.no_params')}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('templates.params_hint')}
          </Typography>
          <List dense disablePadding sx={{ mt: 0.5 }}>
            {params.map((param) => {
              const placeholder = `{{${param.name}}}`;
              return (
                <ListItemButton
                  key={param.name}
                  onClick={() => onInsert(param.name)}
                  title={translate('templates.insert_param', { param: placeholder })}
                  sx={{ borderRadius: 1, px: 1 }}
                >
                  <ListItemText
                    primary={
                      <Box component="code" sx={{ fontSize: '0.85rem', color: 'primary.main' }}>
                        {placeholder}
                      </Box>
                    }
                    secondary={param.description}
                  />
                </ListItemButton>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
};
