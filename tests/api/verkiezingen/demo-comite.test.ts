import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openShareFile, readShareFile } from '../../../domain/crypto/shareFile';
import { demoSeed } from '../../../server/seed/committee';
import { as, login, useTestApp } from '../../helpers/app';
import { countByCommittee } from '../../helpers/committee';

const DIR = 'docs/demo';

/** The demo committee's key files (docs/demo/README.md): they open with their passphrases and count the ended demo election. */
describe('the demo committee', () => {
  const t = useTestApp();

  it('has a key file per member and keyed demo election that opens with its passphrase and fits the fresh demo', async () => {
    const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(6);
    for (const name of files) {
      const file = readShareFile(fs.readFileSync(path.join(DIR, name), 'utf8'));
      expect(await openShareFile(file, `demo-comite-${file.gebruiker}`)).toEqual(demoSeed(file.lid));
      const cookie = await login(t.app, file.gebruiker);
      const committee = (await as(t.app, cookie, { method: 'GET', url: `/api/verkiezingen/${file.verkiezing}/comite` })).json();
      expect(committee).toMatchObject({ ceremony: file.ceremonie, me: file.lid, election: { title: file.titel } });
    }
  });

  it('counts the ended demo election with two of the files', async () => {
    const member = async (lid: number, username: string) => {
      const file = readShareFile(fs.readFileSync(path.join(DIR, `comitesleutel-verkiezing-3-lid-${lid}.json`), 'utf8'));
      return { index: lid, cookie: await login(t.app, username), seed: await openShareFile(file, `demo-comite-${username}`) };
    };
    expect((await countByCommittee(t.app, 3, [await member(2, 'N1004'), await member(3, 'N1005')])).json()).toEqual({
      partials: 2,
      threshold: 2,
      counted: true,
    });
  });
});
