import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { controlFilterFields } from '../../../domain/schemas/control';
import type { ControlFilterValues, ControlPeriod } from '../../dataProvider/custom/control';
import { useDebounced } from '../../shared/lookups/typeahead';

const fieldsOf = (params: URLSearchParams): ControlFilterValues => ({
  docontrol: params.get('docontrol') === '1' || params.get('docontrol') === 'true',
  min: params.get('min') ?? '',
  max: params.get('max') ?? '',
  username: params.get('username') ?? '',
});

/** SPEC §2's query of the control list, in its order; the empty filters are left out. */
function addressOf(periode: number, fields: ControlFilterValues) {
  const params = new URLSearchParams({ periode: String(periode) });
  if (fields.docontrol) params.set('docontrol', '1');
  for (const name of ['min', 'max', 'username'] as const) if (fields[name].trim()) params.set(name, fields[name].trim());
  return params.toString();
}

/** The fields' messages (keys of the one catalogue) where the shared schema refuses them. */
function problemsOf(fields: ControlFilterValues) {
  const checked = controlFilterFields.safeParse(fields);
  const problems: Partial<Record<'min' | 'max' | 'username', string>> = {};
  for (const issue of checked.error?.issues ?? []) problems[issue.path[0] as 'min'] ??= issue.message;
  return problems;
}

/**
 * The control list's period and filters live in the address (SPEC §2: `periode, docontrol, min, max,
 * username`), so a filtered list can be bookmarked and survives a reload. The fields hold what is
 * typed; what the shared schema accepts goes into the address at once, and the list is asked for what
 * the address says once typing settles. What the schema refuses stays in its field with the message.
 */
export function useControlAddress(periods: ControlPeriod[] | undefined) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const asked = Number(params.get('periode'));
  const periodId = periods?.some((p) => p.id === asked) ? asked : periods?.[0]?.id;
  const [fields, setFields] = useState(() => fieldsOf(params));
  // What this screen wrote last: any other change of the address (Back, a link) is taken into the fields.
  const written = useRef(address);
  const go = (next: string) => {
    written.current = next;
    setParams(next, { replace: true });
  };
  useEffect(() => {
    if (address === written.current) return;
    written.current = address;
    setFields(fieldsOf(new URLSearchParams(address)));
  }, [address]);

  // The address follows each accepted change at once, never later from a timer: a link followed
  // meanwhile (a member's points) is not undone by a late write of this page's address.
  const write = (next: ControlFilterValues) => {
    if (periodId === undefined || Object.keys(problemsOf(next)).length > 0) return;
    const to = addressOf(periodId, next);
    if (to !== written.current) go(to);
  };
  const change = (next: ControlFilterValues) => {
    setFields(next);
    write(next);
  };
  // The period shown goes into the address once the periods are known (the first visit names none).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only another period writes the address here
  useEffect(() => write(fields), [periodId]);

  // The list is asked once typing settles: what the address says a moment after the last key.
  const settled = fieldsOf(new URLSearchParams(useDebounced(address)));
  const listed = controlFilterFields.safeParse(settled);
  return {
    periodId,
    choosePeriod: (id: number) => go(addressOf(id, fieldsOf(params))),
    fields,
    setFields: change,
    problems: problemsOf(fields),
    /** The filters the list is asked with (the address's, in the query's notation); none while the address has a refused value. */
    filters: listed.success ? { docontrol: settled.docontrol, ...listed.data } : undefined,
    /** Changes with the address: the list starts again on its first page. */
    address,
  };
}
