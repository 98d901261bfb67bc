import { download, http } from '../http';

/** A member's own data (GDPR art. 15 and 20) and their erasure (art. 17). */
export const memberDataMethods = {
  memberData: (username: string, onBytes: (received: number) => void) =>
    download(`/dierenartsen/${encodeURIComponent(username)}/gegevens`, 'gegevens.zip', onBytes),
  eraseMember: (username: string, bevestiging: string) =>
    http<{ code: string; pseudonym: string }>(`/dierenartsen/${encodeURIComponent(username)}/wissen`, { method: 'POST', json: { bevestiging } }),
};
