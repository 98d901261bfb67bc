import maillogs from '../../domain/resources/maillogs';
import { serve } from '../generator/part';

export default serve(maillogs, { table: 'mail_logs' });
