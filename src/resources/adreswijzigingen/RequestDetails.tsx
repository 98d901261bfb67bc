import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { withProtocol } from '../../../domain/text';
import { formatDate } from '../../i18n/format';
import { Details } from '../../shared/detail/DetailParts';
import { useCodelist } from '../../shared/lookups/codelists';
import { StateChip, useKindLabel } from './StateChip';
import type { AddressChange } from './types';

/** The request's own fields in the order they are shown; only those it carries appear. */
const REQUEST_FIELDS = [
  'legalentityname',
  'iddiclegalform',
  'street',
  'number',
  'box',
  'postcode',
  'locality',
  'land',
  'orgtelephone',
  'orgemail',
  'orgwebsite',
  'workaddress',
  'telephone',
  'mobile',
  'email',
] as const;

/** What the member asked: the kind, the dates and every field the request carries, in Dutch. */
export const RequestDetails = ({ request }: { request: AddressChange }) => {
  const translate = useTranslate();
  const kind = useKindLabel();
  const legalForms = useCodelist('legalform');
  const roles = useCodelist('WORKADDRESS');
  const countries = useCodelist('COUNTRY');
  const field = (name: string) => translate(`adreswijzigingen.fields.${name}`);
  const data = request.data ?? {};
  const value = (name: (typeof REQUEST_FIELDS)[number]): ReactNode => {
    const raw = data[name];
    if (name === 'iddiclegalform') return legalForms.label(raw);
    if (name === 'workaddress') return roles.label(raw);
    if (name === 'land') return countries.label(raw);
    if (name === 'orgwebsite') return withProtocol(raw, data.siteProtocol === 'https' ? 'https' : 'http');
    return String(raw);
  };
  const rows: [string, ReactNode][] = [
    [field('code'), kind(request.type)],
    [translate('resources.adreswijzigingen.fields.state'), <StateChip key="state" request={request} withReason={false} />],
    [field('creationdate'), formatDate(request.creationdate)],
    [field('startdate'), formatDate(request.startdate)],
    ...(request.address ? ([[field('address'), request.address]] as [string, ReactNode][]) : []),
    ...REQUEST_FIELDS.filter((name) => data[name] != null && data[name] !== '').map((name) => [field(name), value(name)] as [string, ReactNode]),
  ];
  return <Details rows={rows} />;
};
