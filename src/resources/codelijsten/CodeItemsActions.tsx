import AddIcon from '@mui/icons-material/Add';
import { FormControlLabel, Switch } from '@mui/material';
import { Button, TopToolbar, useListContext, useTranslate } from 'react-admin';

export interface CodeItemsActionsProps {
  canCreate: boolean;
  onCreate: () => void;
}

/**
 * The toggle "Enkel actieve waarden" and, for the secretariat, "Nieuwe waarde". The toggle sets the
 * filter active='1' (the API's form) or removes it; a BooleanInput filter would send true/false.
 */
export const CodeItemsActions = ({ canCreate, onCreate }: CodeItemsActionsProps) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const onlyActive = filterValues.active === '1';

  const toggle = (checked: boolean) => {
    const { active: _ignored, ...rest } = filterValues;
    setFilters(checked ? { ...rest, active: '1' } : rest, displayedFilters);
  };

  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <FormControlLabel
        control={<Switch checked={onlyActive} onChange={(event) => toggle(event.target.checked)} />}
        label={translate('codelijsten.only_active')}
      />
      {canCreate && (
        <Button label="codelijsten.new_item" onClick={onCreate} variant="contained">
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
};
