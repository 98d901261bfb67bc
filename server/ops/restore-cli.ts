import { loadConfig } from '../config';
import { commandLine, runCommand } from './cli';
import { restore } from './restore';

const USAGE = `Gebruik: npm run restore -- <bestand> [--force] [--clean] [--keep-sessions] [--send]
  --force          ingebouwde databank: zet een databank die al in DATA_DIR/pg staat opzij (pg.voor-herstel-<tijdstip>)
  --clean          PostgreSQL: herstel ook in een databank die al tabellen heeft (verwijdert eerst die van de back-up)
  --keep-sessions  laat de aanmeldingen uit de back-up geldig (standaard worden ze allemaal beëindigd)
  --send           laat de herstelde kopie meteen mails versturen (standaard gepauzeerd)`;

const { file, flags } = commandLine(USAGE, ['force', 'clean', 'keep-sessions', 'send']);
const config = loadConfig();

await runCommand(async () => {
  const r = await restore(config, file, { force: flags.force, clean: flags.clean, keepSessions: flags['keep-sessions'], send: flags.send });
  const lines = [
    r.kind === 'pglite' ? `Hersteld in ${r.target} (ingebouwde databank).` : `Hersteld in de PostgreSQL-databank "${r.target}".`,
    ...(r.movedAside ? [`De databank die er stond, staat nu in ${r.movedAside}.`] : []),
    r.migrations.length ? `Migraties toegepast (de back-up was van een oudere versie): ${r.migrations.join(', ')}.` : 'De databank was al up-to-date.',
    flags['keep-sessions']
      ? 'De aanmeldingen uit de back-up blijven geldig (--keep-sessions).'
      : `${r.sessionsEnded} aanmelding(en) beëindigd: iedereen meldt zich opnieuw aan.`,
    r.mailPaused
      ? `Het versturen van mails is gepauzeerd; ${r.waitingMails} mail(s) wachten in de wachtrij. Het secretariaat kijkt de wachtrij na (/mails) en kiest daar "Versturen hervatten".`
      : `Mails worden verstuurd zodra de server start (--send); ${r.waitingMails} mail(s) wachten.`,
  ];
  console.log(lines.join('\n'));
});
