import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, type RaRecord, usePermissions, useTranslate } from 'react-admin';
import { transitionsFrom } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { declarationNamed } from '../../../domain/declare/registry';
import type { RequestEntry } from '../../dataProvider/custom/declared';
import { formatDateTime } from '../../i18n/format';
import { Loaded } from '../detail/DetailParts';
import { useApiQuery } from '../useApiQuery';
import { StateText, ValueText } from './columns';
import { DecisionDialog } from './DecisionDialog';

/**
 * Whether the caller may decide a request now: it is the newest of its queue, and the caller has a
 * move from the record's state that is a decision (not the move that makes a new request).
 */
function decidable(q: Declaration, record: RaRecord, roles: readonly string[], newest: boolean) {
  return newest && transitionsFrom(q, record, roles).some(([, t]) => t.to !== q.queue!.defaultFilter);
}

/** One request: what was asked, by whom and when, where it stands, and each decision on it. */
function RequestCard({ entry, record, newest, onDecide }: { entry: RequestEntry; record: RaRecord; newest: boolean; onDecide: (q: Declaration) => void }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const q = declarationNamed(entry.resource);
  if (!q) return null;
  return (
    <Card variant="outlined" component="li" aria-label={translate(`resources.${q.name}.request`)}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2">
            {translate(`resources.${q.name}.request`)}
          </Typography>
          <Chip size="small" label={<StateText d={q} value={entry.state} />} />
          <Typography variant="body2" color="text.secondary">
            {translate('declared.requested_by', { when: formatDateTime(entry.at), who: entry.username })}
          </Typography>
          {decidable(q, record, permissions ?? [], newest) && <Button label="declared.decide" variant="contained" onClick={() => onDecide(q)} />}
        </Box>
        {entry.decisions.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('declared.no_decision')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
            {entry.decisions.map((decision) => (
              <li key={decision.id}>
                <Typography variant="body2">
                  <strong>
                    <StateText d={q} value={decision.state} />
                  </strong>{' '}
                  {translate('declared.decided_by', { when: formatDateTime(decision.at), who: decision.username })}
                  {Object.entries(decision.values)
                    .filter(([, v]) => v)
                    .map(([field, v]) => (
                      <span key={field}>
                        {` · ${translate(`resources.${q.name}.fields.${field}`)}: `}
                        <ValueText d={q} field={field} value={v} />
                      </span>
                    ))}
                </Typography>
                {decision.comment && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
                    {decision.comment}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A record's requests tab: each time it was put before the secretariat (a course submitted, an
 * evaluation test uploaded), newest first, with the decisions taken on it; the secretariat decides
 * the open ones from here.
 */
export const DeclaredRequests = ({ d, record }: { d: Declaration; record: RaRecord }) => {
  const translate = useTranslate();
  const query = useApiQuery(['aanvragen', d.name, record.id], (provider) => provider.getRequests(d.name, record.id));
  const [deciding, setDeciding] = useState<Declaration | null>(null);
  const items = query.data?.items ?? [];
  return (
    <Loaded query={query}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('declared.no_requests')}</Typography>
      ) : (
        <Stack
          component="ol"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={translate(`resources.${d.name}.tabs.aanvragen`, { _: translate('declared.requests') })}
        >
          {items.map((entry) => (
            <RequestCard
              key={entry.id}
              entry={entry}
              record={record}
              newest={items.find((i) => i.resource === entry.resource) === entry}
              onDecide={setDeciding}
            />
          ))}
        </Stack>
      )}
      {deciding && <DecisionDialog d={deciding} record={record} onClose={() => setDeciding(null)} />}
    </Loaded>
  );
};
