import codelijsten from '../../domain/resources/codelijsten';
import { serve } from '../generator/part';

export default serve(codelijsten, { table: 'codelists', idColumn: 'iddiccode' });
