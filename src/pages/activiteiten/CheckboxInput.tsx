import { Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** One yes/no question as a checkbox with a long label (a switch suits short settings, not a declaration). */
export const CheckboxInput = ({ source, label, helperText }: { source: string; label: string; helperText?: string }) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, type: 'checkbox' });
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox id={id} name={field.name} checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
        }
        label={translate(label)}
        sx={{ alignItems: 'flex-start', mt: 1, '& .MuiCheckbox-root': { pt: 0.5 } }}
      />
      {helperText && <FormHelperText sx={{ ml: 4 }}>{translate(helperText)}</FormHelperText>}
    </>
  );
};
