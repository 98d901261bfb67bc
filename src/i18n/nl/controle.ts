import { controlColumns } from '../../../domain/texts/control.nl';

/** The control list of continuing education (SPEC §2 /bijscholing/controle). */
export const controlMessages = {
  controle: {
    title: 'Controlelijst bijscholing',
    period: 'Periode',
    period_option: '%{start} – %{end} (%{points} punten)',
    period_active: '%{start} – %{end} (%{points} punten, actief)',
    no_periods: 'Er zijn nog geen periodes.',
    docontrol: 'Enkel wie te weinig punten heeft',
    min: 'Minimum punten',
    max: 'Maximum punten',
    username: 'Ordenummer',
    columns: controlColumns,
    yes: 'Ja',
    no: 'Nee',
    empty: 'Geen leden gevonden voor deze filters.',
    points_of: '%{name}: punten bekijken',
    export: 'Exporteren naar Excel',
    exporting: 'Bezig met exporteren: %{kb} kB ontvangen',
    exported: 'De controlelijst werd gedownload.',
    export_failed: 'De export naar Excel is mislukt.',
  },
};
