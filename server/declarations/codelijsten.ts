import codelijsten from '../../domain/declarations/codelijsten';
import { serve } from '../declared/part';

export default serve(codelijsten, { table: 'codelists', idColumn: 'iddiccode' });
