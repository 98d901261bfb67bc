import type { ComponentProps, KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, DataTableBody, DataTableRow, type DataTableRowProps } from 'react-admin';

/** Enter on a focused row does what a click on it does (its page or its dialog). */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
};

const focusRing = { '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } };

/**
 * The rows of a list whose row opens its record: each is a stop of Tab and opens with Enter, so the
 * keyboard reaches every record a mouse does (react-admin's rows answer clicks only). For a
 * Datagrid (`body={keyboardBody}`) and for a DataTable (`body={KeyboardDataTableBody}`).
 */
export const keyboardBody = <DatagridBody row={<DatagridRow tabIndex={0} onKeyDown={openOnEnter} sx={focusRing} />} />;

const KeyboardDataTableRow = (props: DataTableRowProps) => <DataTableRow {...props} tabIndex={0} onKeyDown={openOnEnter} sx={focusRing} />;

export const KeyboardDataTableBody = (props: ComponentProps<typeof DataTableBody>) => <DataTableBody {...props} row={KeyboardDataTableRow} />;
