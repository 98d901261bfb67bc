import { compareVersions, PROVIDER_COURSES_FROM_VERSION } from './version';

interface LandingUser {
  username: string;
  roles: readonly string[];
}

/** Where a user goes after login when no path was remembered (SPEC §2). */
export function landingPath(user: LandingUser, appVersion: string): string {
  if (user.roles.includes('DIERENARTS')) return `/dierenarts/${encodeURIComponent(user.username)}/adressen`;
  if (user.roles.includes('SECRETARIAAT')) return '/dierenarts/adreswijzigingen';
  if (user.roles.includes('OPLVERSTREKKER') && compareVersions(appVersion, PROVIDER_COURSES_FROM_VERSION) >= 0) {
    return '/bijscholing/cursussen?status=NIEUW';
  }
  return '/profiel';
}
