/**
 * The demo elections' key (demo data only; `npm run seed` never runs in production): its public half,
 * and its three shares of which two count the demo election (tests of elections keyed before the committee). A real
 * election's key is made in the secretariat's browser at finalising and its shares never stored.
 */
export const DEMO_ELECTION_KEY = {
  publicKey: 'a6aca705b6165ba03bdbd2da3483b776210b58dce54a3fa86b0f67ce25b20c07',
  holders: 3,
  threshold: 2,
  shares: [
    '01f0-b9f3-abbe-d2cf-3fd1-2e76-c705-7455-20b3-5680-0294-59a5-d2b5-459b-de64-b2b9-39a8-98',
    '7e72-ea8e-afc0-b417-45b9-a8b5-1dca-f8b0-ac61-29d2-298a-b843-5432-16ff-18a3-42ef-c218-90',
    'd9c0-1ea0-a6ae-ec8a-2273-135e-093a-d893-8c67-8eef-333c-9220-ef40-e22e-3341-85db-5710-d6',
  ],
} as const;
