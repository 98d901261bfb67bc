import type { CeremonyStage } from '../schemas/committee';
import { KEY_HOLDERS } from './elections';

/**
 * The key ceremony's rounds (docs/features/elections.md): every member publishes (round 1), then every
 * member sends a sealed share to every other (round 2), then every member checks what they received
 * (round 3). A round opens when the one before it is complete for all; a complaint stops the ceremony
 * until the secretariat starts it again (with or without the member it names).
 */
export interface MemberProgress {
  published: unknown;
  sharesSent: boolean;
  checked: boolean;
  complaint: number | null;
}

export function ceremonyStage(members: readonly MemberProgress[]): CeremonyStage {
  if (members.length === 0) return 'NONE';
  if (members.some((m) => m.complaint !== null)) return 'COMPLAINT';
  if (members.some((m) => !m.published)) return 'PUBLISH';
  if (members.some((m) => !m.sharesSent)) return 'SHARE';
  if (members.some((m) => !m.checked)) return 'CHECK';
  return 'COMPLETE';
}

/** What a member has to do now: their round's step, the count after the end, or nothing (WAIT, DONE). */
export function committeeTask(stage: CeremonyStage, me: MemberProgress, count: { ended: boolean; finalised: boolean; partialSent: boolean; counted: boolean }) {
  if (count.finalised) {
    if (!count.ended) return 'WAIT' as const;
    return count.counted || count.partialSent ? ('DONE' as const) : ('COUNT' as const);
  }
  if (stage === 'PUBLISH' && !me.published) return 'PUBLISH' as const;
  if (stage === 'SHARE' && !me.sharesSent) return 'SHARE' as const;
  if (stage === 'CHECK' && !me.checked) return 'CHECK' as const;
  return 'WAIT' as const;
}

/** A committee of 2 to 9 different people, of whom `threshold` (2 or more, at most all) count the votes. */
export const committeeProblem = (members: readonly string[], threshold: number) =>
  members.length < KEY_HOLDERS.min ||
  members.length > KEY_HOLDERS.max ||
  new Set(members).size !== members.length ||
  threshold < KEY_HOLDERS.min ||
  threshold > members.length;
