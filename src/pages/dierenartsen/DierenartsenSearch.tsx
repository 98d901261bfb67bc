import { useEffect } from 'react';
import { List, TextInput } from 'react-admin';
import { VETS_PAGE_SIZE, VETS_RESOURCE } from './types';
import { VetCards } from './VetCards';
import { ListPagination } from '../../shared/ListPagination';

/** Search by last name (or first name), locality and ordenummer; the server's search ignores accents, case and spaces. */
const filters = [
  <TextInput key="lastname" source="lastname" label="resources.dierenartsen.fields.lastname" alwaysOn resettable />,
  <TextInput key="locality" source="locality" label="resources.dierenartsen.fields.locality" alwaysOn resettable />,
  <TextInput key="reference" source="reference" label="resources.dierenartsen.fields.reference" alwaysOn resettable />,
];

/**
 * /zoeken/dierenarts (SPEC §2, every role): the veterinarian directory, 25 per page (SPEC §9),
 * as cards in three columns (one on a phone). The search is kept in the address, so the back
 * button from a profile sheet returns to the same results.
 */
export default function DierenartsenSearch() {
  // A card opens the profile at once when its code is already here; while it would still load, the
  // search typed just before (applied after a pause) could take the visitor back to the results.
  useEffect(() => {
    void import('./DierenartsProfile');
  }, []);
  return (
    <List
      resource={VETS_RESOURCE}
      title="dierenartsen.title"
      perPage={VETS_PAGE_SIZE}
      pagination={<ListPagination perPage={VETS_PAGE_SIZE} />}
      filters={filters}
      exporter={false}
      empty={false}
      actions={false}
    >
      <VetCards />
    </List>
  );
}
