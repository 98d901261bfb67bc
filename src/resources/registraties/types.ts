/** The react-admin resource of the provider registrations (SPEC §2 /registraties). */
export const REGISTRATIES_RESOURCE = 'registraties';
export const REGISTRATIES_PATH = '/registraties';

export type RegistrationStatus = 'NIEUW' | 'APPROVED' | 'DECLINED';

/** One registration as GET /registraties and /registraties/{id} return it (the password hash never). */
export interface Registration {
  id: number;
  status: RegistrationStatus;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  username: string | null;
  /** The organisation: the chosen existing one's name, or the new one's. */
  name: string | null;
  created_at: string;
  /** The decision: when, by whom (username) and its comment (the reason of a decline). */
  decided_at?: string | null;
  decided_by?: string | null;
  comment?: string | null;
  data: Record<string, any>;
}
