import { domainMessages } from './domain.nl';
import { raDutchMessages } from './ra.nl';

export const nlMessages = { ...raDutchMessages, ...domainMessages };
