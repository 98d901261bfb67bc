import type { addressWords as dutch } from './addresses.nl';

/** The words of an address line in French (what they are for: ./addresses.nl.ts), as the screens write them. */
export const addressWords: typeof dutch = {
  box: 'bte',
};
