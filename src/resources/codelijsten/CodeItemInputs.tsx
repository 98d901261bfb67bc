import { BooleanInput, TextInput } from 'react-admin';

/** The wire value of `active` is 0 or 1 (SPEC §3); the switch works with true/false. */
const toChecked = (value: unknown) => value === 1 || value === true;
const toActive = (checked: unknown) => (checked ? 1 : 0);

/**
 * The inputs of one code list value, the same for a new and an existing one. Labels come from
 * resources.codelijst-items.fields.*; the rules are codeItemSchema's, applied by the form's resolver.
 */
export const CodeItemInputs = () => (
  <>
    <TextInput source="codedetail" autoFocus fullWidth />
    <TextInput source="description" fullWidth />
    <BooleanInput source="active" format={toChecked} parse={toActive} />
  </>
);
