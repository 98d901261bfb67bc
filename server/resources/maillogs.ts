import maillogs from '../../domain/resources/maillogs';
import { serve } from '../declared/part';

export default serve(maillogs, { table: 'mail_logs' });
