import { loadConfig } from '../config';
import { backup } from './backup';
import { commandLine, readableSize, runCommand } from './cli';

const { file } = commandLine('Gebruik: npm run backup -- <bestand>   (bv. npm run backup -- /srv/backups/portaal-$(date +%F).backup)', []);
const config = loadConfig();

await runCommand(async () => {
  const result = await backup(config, file);
  const how = {
    server: 'ingebouwde databank, gemaakt door de draaiende server',
    direct: 'ingebouwde databank, rechtstreeks uit de gegevensmap, want er draaide geen server',
    pg_dump: 'PostgreSQL, pg_dump in custom formaat',
  }[result.via];
  console.log(`Back-up gemaakt: ${result.file} (${readableSize(result.bytes)}; ${how}).`);
  console.log('Ze bevat de hele databank, ook de opgeladen bestanden. Terugzetten: npm run restore -- <bestand>');
  if (result.chainHead)
    console.log(`Manifest: ${result.manifest} (kop van het auditspoor: volgnummer ${result.chainHead.seq}, hash ${result.chainHead.hash}).`);
});
