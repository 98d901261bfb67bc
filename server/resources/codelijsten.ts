import codelijsten from '../../domain/resources/codelijsten';
import { serve } from '../generator/part';

// A list's French name is its `description_fr` (migration 078): read, searched and sorted by a French reader.
export default serve(codelijsten, { table: 'codelists', idColumn: 'iddiccode' });
