import codelijsten from '../../domain/resources/codelijsten';
import { serve } from '../declared/part';

export default serve(codelijsten, { table: 'codelists', idColumn: 'iddiccode' });
