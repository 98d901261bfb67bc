/**
 * The count of an election: the votes per candidate from the published ballot box,
 * and who is elected. The elected are the `numberOfElected` candidates with the most votes; where
 * candidates with equal votes straddle the last seat, none of them is declared elected and all are
 * marked `tied`: the portal does not draw lots, the Order decides that seat by its own rules.
 */
export interface Tally {
  id: number;
  votes: number;
}

export function electedOf<T extends Tally>(candidates: readonly T[], numberOfElected: number): (T & { elected: boolean; tied: boolean })[] {
  const ranked = [...candidates].sort((a, b) => b.votes - a.votes);
  const cut = ranked[numberOfElected - 1]?.votes;
  // Votes of the first candidate who does not get a seat: equal to the last seat's votes is a tie.
  const next = ranked[numberOfElected]?.votes;
  const tieAtCut = cut !== undefined && next !== undefined && cut === next;
  return ranked.map((c, i) => {
    const tied = tieAtCut && c.votes === cut;
    return { ...c, elected: i < numberOfElected && !tied, tied };
  });
}
