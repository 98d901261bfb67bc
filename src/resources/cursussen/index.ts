import type { ResourceParts } from '../../shared/declared/parts';
import { lazyScreen } from '../../shared/lazyScreen';

/**
 * Courses are drawn from their declaration (domain/resources/cursussen.ts); the attendance tab adds,
 * beside its two upload slots, the provider's credit of the veterinarians who attended.
 */
export const parts: ResourceParts = {
  tabs: { aanwezigheden: lazyScreen(() => import('./AttendanceTab')) },
};
