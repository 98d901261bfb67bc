import { declare } from '../declare/declaration';
import type { RowGrant } from '../declare/grants';
import { SEC, SEC_VET, VET } from '../roles';
import { ELECTION_STAGES, ELECTION_STATES, type ElectionWindow, KEY_HOLDERS, stageOf } from '../rules/elections';
import { PAGE_SIZES } from '../schemas/common';

/** A valid key for the generated tests' samples: the group's base point (ristretto255). */
const SAMPLE_KEY = 'e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76';

/** A veterinarian never sees an election that is still being prepared (SPEC §4). */
const finalised: RowGrant = { roles: VET, rows: () => ({ state: ['FINISHED'] }) };

/**
 * Elections (SPEC §2 /verkiezingen, §3, §4): the secretariat prepares one while it is NEW (its
 * window in Europe/Brussels, how many are elected, whether it can be voted on, its candidates) and
 * finalises it once: then every current veterinarian is invited and nothing of it changes any more.
 * Voting, turnout and results are pages of their own (server/routes/verkiezingen).
 */
export default declare({
  name: 'verkiezingen',
  path: '/verkiezingen',
  fields: {
    title: { kind: 'text', max: 200, required: true },
    starttime: { kind: 'datetime', required: true },
    endtime: { kind: 'datetime', required: true },
    numberOfElected: { kind: 'number', min: 1, max: 99, decimals: 0, required: true },
    // A new election can be voted in unless the secretariat says otherwise (one made by hand could not be).
    votable: { kind: 'flag', default: true },
    state: { kind: 'choice', options: ELECTION_STATES, readOnly: true, required: true },
    mailssended: { kind: 'flag', readOnly: true },
    candidateCount: { kind: 'number', min: 0, max: 9999, decimals: 0, from: { count: 'kandidaten' } },
    // The election's key: made by its committee's members among themselves (domain/crypto/dkg.ts) and set
    // at finalising with the manifest's fingerprint (domain/crypto/manifest.ts); how many members hold a
    // share and how many count the votes. Elections finalised before the committee's ceremony have a key
    // made in the secretariat's browser and no fingerprint.
    publicKey: { kind: 'text', max: 64, readOnly: true, pattern: { regex: /^[0-9a-f]{64}$/, example: SAMPLE_KEY } },
    keyHolders: { kind: 'number', min: KEY_HOLDERS.min, max: KEY_HOLDERS.max, decimals: 0, readOnly: true },
    keyThreshold: { kind: 'number', min: KEY_HOLDERS.min, max: KEY_HOLDERS.max, decimals: 0, readOnly: true },
    fingerprint: { kind: 'text', max: 64, readOnly: true, pattern: { regex: /^[0-9a-f]{64}$/, example: SAMPLE_KEY } },
  },
  title: 'title',
  list: {
    columns: ['title', 'starttime', 'endtime', 'numberOfElected', 'candidateCount', 'state'],
    sort: { field: 'starttime', order: 'DESC' },
    pageSize: PAGE_SIZES.elections,
    // SPEC §2: ?stage=admin|voting|counting|finished|closed, worked out by the server from state and window.
    params: ['stage'],
    // The server's default without one is the same: what the secretariat prepares, what a vet can vote on.
    choices: {
      stage: {
        options: ELECTION_STAGES,
        initial: (roles) => (roles.includes('SECRETARIAAT') ? 'admin' : 'voting'),
        // A finalised election is no longer in `admin`: the secretariat lands on the stage it moved to.
        of: (record) => stageOf(record as unknown as ElectionWindow),
      },
    },
  },
  access: {
    list: [...SEC, finalised],
    show: [...SEC, finalised],
    create: SEC,
    edit: SEC,
    delete: SEC,
    screen: SEC_VET,
    // The audit trail and the counts per state are the secretariat's work; a vet sees the election itself.
    history: SEC,
    stats: SEC,
    // Voting, turnout, the count, results and the published box (server/routes/verkiezingen).
    vote: VET,
    turnout: SEC,
    results: SEC,
    count: SEC,
    box: SEC_VET,
    // The public board: every member sees it during voting and after (server/routes/verkiezingen/bord.ts).
    board: SEC_VET,
    // The election committee: the secretariat names it; its members (vets or secretariat, checked in the
    // handler) run the key ceremony and the count (server/routes/verkiezingen/comite.ts, deelontsleuteling.ts).
    committee: SEC_VET,
    committeeAdmin: SEC,
  },
  custom: {
    'POST /verkiezingen/:id/votes': 'vote',
    'GET /verkiezingen/:id/stem': 'vote',
    'GET /verkiezingen/:id/stembiljet': 'vote',
    'POST /verkiezingen/:id/controles': 'vote',
    'GET /verkiezingen/:id/bord': 'board',
    'GET /verkiezingen/:id/bord/download': 'board',
    'GET /verkiezingen/:id/unvoted': 'turnout',
    'POST /verkiezingen/:id/unvoted/herinnering': 'turnout',
    'GET /verkiezingen/:id/opkomst': 'turnout',
    'GET /verkiezingen/:id/resultaten': 'results',
    'GET /verkiezingen/:id/sommen': 'count',
    'POST /verkiezingen/:id/telling': 'count',
    'GET /verkiezingen/:id/stembus': 'box',
    'GET /verkiezingen/:id/comite': 'committee',
    'PUT /verkiezingen/:id/comite': 'committeeAdmin',
    'POST /verkiezingen/:id/comite/herstart': 'committeeAdmin',
    'POST /verkiezingen/:id/comite/publicatie': 'committee',
    'POST /verkiezingen/:id/comite/delen': 'committee',
    'GET /verkiezingen/:id/comite/delen': 'committee',
    'POST /verkiezingen/:id/comite/controle': 'committee',
    'POST /verkiezingen/:id/deelontsleuteling': 'committee',
  },
  editableIn: { states: ['NEW'], bypass: [] },
  deletableIn: ['NEW'],
  rules: [{ kind: 'order', start: 'starttime', end: 'endtime' }],
  queue: {
    state: 'state',
    initial: 'NEW',
    defaultFilter: 'NEW',
    errorCode: 'ELECTION_FINALISED',
    transitions: {
      finaliseren: {
        from: ['NEW'],
        to: 'FINISHED',
        roles: SEC,
        comment: 'none',
      },
    },
  },
  tabs: [
    'detail',
    { name: 'kandidaten', list: 'kandidaten' },
    // Naming the election committee and following its key ceremony (src/resources/verkiezingen/CommitteeTab.tsx).
    { name: 'comite', roles: SEC },
    // The ballot, the turnout and the results are the resource's own pages (src/resources/verkiezingen).
    { name: 'stemmen', roles: VET },
    { name: 'opkomst', roles: SEC },
    { name: 'resultaten', roles: SEC },
    // The public board: every member follows the ballots taken in and finds their own tracker.
    { name: 'stembord', roles: SEC_VET },
    { name: 'historiek', show: 'history' },
  ],
  icon: 'HowToVote',
  menu: 60,
});
