import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { KEY_HOLDERS } from '../../../domain/rules/elections';
import type { Committee, PortalUser } from '../../dataProvider/custom/committee';
import { errorNotification } from '../../shared/forms/formHelpers';
import { Typeahead } from '../../shared/lookups/Typeahead';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

type Chosen = Pick<PortalUser, 'username' | 'firstname' | 'lastname'>;

const COMMITTEE_ROLES = ['DIERENARTS', 'SECRETARIAAT'];
const label = (u: Chosen) => `${u.firstname} ${u.lastname} (${u.username})`;
const TEXTS = { hint: 'comite.admin.search_hint', none: 'comite.admin.none_found', searching: 'comite.admin.searching' };

/**
 * Naming the committee while the election is NEW: 2 to 9 portal accounts (veterinarians and the
 * secretariat's people, found in the user list) in order, and how many of them count the votes.
 * Saving replaces the committee and starts its ceremony anew; the server checks it all again.
 */
export function CommitteeEditor({ electionId, committee }: { electionId: number | string; committee: Committee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [members, setMembers] = useState<Chosen[]>(committee.members);
  const [threshold, setThreshold] = useState(committee.threshold ?? KEY_HOLDERS.min);
  const [picker, setPicker] = useState(0);
  const [busy, setBusy] = useState(false);
  const changed = threshold !== committee.threshold || members.map((m) => m.username).join() !== committee.members.map((m) => m.username).join();
  const full = members.length >= KEY_HOLDERS.max;

  const add = (u: Chosen | null) => {
    if (u && !members.some((m) => m.username === u.username)) setMembers([...members, u]);
    // A new typeahead, empty, for the next member.
    setPicker((n) => n + 1);
  };
  const remove = (username: string) => {
    const next = members.filter((m) => m.username !== username);
    setMembers(next);
    setThreshold((t) => Math.max(KEY_HOLDERS.min, Math.min(t, next.length)));
  };
  const search = async (term: string) =>
    (await provider.searchUsers(term)).filter(
      (u) => u.active && u.roles.some((r) => COMMITTEE_ROLES.includes(r)) && !members.some((m) => m.username === u.username),
    );

  const save = async () => {
    setBusy(true);
    try {
      const saved = await provider.saveCommittee(electionId, { threshold, members: members.map((m) => m.username) });
      queryClient.setQueryData(['committee', electionId], saved);
      notify('comite.admin.saved', { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('comite.admin.explain')}</Typography>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {translate('comite.admin.members', { smart_count: members.length })}
        </Typography>
        {members.length === 0 ? (
          <Typography variant="body2">{translate('comite.admin.empty')}</Typography>
        ) : (
          <List dense component="ol" sx={{ maxWidth: 560 }}>
            {members.map((m, i) => (
              <ListItem
                key={m.username}
                secondaryAction={
                  <IconButton edge="end" aria-label={translate('comite.admin.remove', { name: label(m) })} onClick={() => remove(m.username)} disabled={busy}>
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemText primary={`${i + 1}. ${label(m)}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ maxWidth: 560 }}>
        <Typeahead<Chosen>
          key={picker}
          value={null}
          onChange={add}
          read={search}
          queryKey={['committee-users', members.length]}
          getLabel={label}
          getKey={(u) => u.username}
          label="comite.admin.add"
          texts={TEXTS}
          disabled={busy || full}
        />
      </Box>
      <TextField
        select
        label={translate('comite.admin.threshold')}
        value={threshold}
        onChange={(e) => setThreshold(Number(e.target.value))}
        disabled={busy || members.length < KEY_HOLDERS.min}
        helperText={translate('comite.admin.threshold_help', { members: members.length })}
        sx={{ maxWidth: 320 }}
      >
        {Array.from({ length: Math.max(members.length, KEY_HOLDERS.min) - KEY_HOLDERS.min + 1 }, (_, i) => KEY_HOLDERS.min + i).map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      {committee.members.length > 0 && changed && <Alert severity="warning">{translate('comite.admin.save_restarts')}</Alert>}
      <Box>
        <Button variant="contained" onClick={save} disabled={busy || !changed || members.length < KEY_HOLDERS.min || threshold > members.length}>
          {translate('comite.admin.save')}
        </Button>
      </Box>
    </Stack>
  );
}
