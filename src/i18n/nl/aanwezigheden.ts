import { MAX_ATTENDANCE_LINES } from '../../../domain/rules/attendance';
import { skipReasonTexts } from '../../../domain/texts/attendance.nl';

/** A course's attendance tab (SPEC §2 /bijscholing/cursussen/{id}/aanwezigheden). */
export const attendanceMessages = {
  aanwezigheden: {
    files_title: 'Lijsten van de cursus',
    credit_title: 'Aanwezige dierenartsen registreren',
    credit_intro:
      'Elke dierenarts die u registreert, krijgt de punten van deze cursus (%{points}) goedgekeurd in zijn of haar bijscholingspunten, en een e-mail.',
    points: '%{points} punt |||| %{points} punten',
    paste_label: 'Ordenummers',
    paste_hint: `Eén per regel, of gescheiden door komma's, spaties of puntkomma's; lege regels tellen niet. Hoogstens ${MAX_ATTENDANCE_LINES.toLocaleString('nl-BE')} per keer.`,
    preview: 'Lijst nakijken',
    or_file: "Of laad de lijst op als Excel-werkmap of als tekstbestand met puntkomma's, gemaakt van het sjabloon:",
    choose_file: 'Bestand kiezen',
    template: 'Sjabloon downloaden (.xlsx)',
    template_done: 'Het sjabloon werd gedownload.',
    template_progress: 'Sjabloon downloaden: %{kb} kB ontvangen',
    preview_title: 'Nakijken voor registratie',
    preview_summary: '%{accepted} van %{total} regels wordt geregistreerd. |||| %{accepted} van %{total} regels worden geregistreerd.',
    column_line: 'Regel',
    column_number: 'Ordenummer',
    column_name: 'Naam',
    column_result: 'Resultaat',
    column_passed: 'Geslaagd',
    taken: 'Wordt geregistreerd',
    passed_for: '%{name} is geslaagd voor de evaluatietoets',
    confirm: 'Bevestigen en registreren (%{count})',
    cancel: 'Annuleren',
    nothing_to_confirm: 'Geen enkele regel kan geregistreerd worden.',
    done: '%{count} dierenarts(en) geregistreerd.',
    done_skipped: '%{count} dierenarts(en) geregistreerd; %{skipped} niet (zie hieronder).',
    credited_title: 'Geregistreerd (%{count})',
    credited_empty: 'Nog niemand geregistreerd voor deze cursus.',
    credited_by: 'Door',
    credited_at: 'Op',
    yes: 'Ja',
    no: 'Nee',
    reasons: skipReasonTexts,
  },
};
