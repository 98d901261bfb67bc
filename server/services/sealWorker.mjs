// The sealer thread's entry (./sealing.ts): the thread loads its TypeScript through tsx, as the server does.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sealWorker.ts', import.meta.url);
