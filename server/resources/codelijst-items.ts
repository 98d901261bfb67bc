import items from '../../domain/resources/codelijst-items';
import { placedLast } from '../generator/helpers/changes';
import { serve } from '../generator/part';

export default serve(items, {
  table: 'codelist_items',
  idColumn: 'iddiccodedetail',
  // A new value goes last in its list.
  hooks: { beforeChange: [placedLast('sortorder', 'iddiccode')] },
});
