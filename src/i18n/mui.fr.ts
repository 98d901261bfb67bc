import type { Localization } from '@mui/material/locale';

/**
 * MUI's own texts in French (an autocomplete's buttons, an alert's close button, pagination), our
 * wording of its frFR. Here, not imported from @mui/material/locale: that module sits in the first
 * chunk of every visit, and French loads only when a person reads it.
 */
const pageLabel = (type: string) =>
  ({ first: 'Aller à la première page', last: 'Aller à la dernière page', next: 'Aller à la page suivante' })[type] ?? 'Aller à la page précédente';

export const frenchMuiLocale: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Afficher le chemin' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageLabel,
        labelRowsPerPage: 'Lignes par page :',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} sur ${count !== -1 ? count : `plus de ${to}`}`,
      },
    },
    MuiRating: {
      defaultProps: { getLabelText: (value) => `${value} étoile${value > 1 ? 's' : ''}`, emptyLabelText: 'Vide' },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Effacer',
        closeText: 'Fermer',
        loadingText: 'Chargement…',
        noOptionsText: 'Aucune option',
        openText: 'Ouvrir',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Fermer' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Navigation entre les pages',
        getItemAriaLabel: (type, page, selected) => (type === 'page' ? `${selected ? 'Page' : 'Aller à la page'} ${page}` : pageLabel(type)),
      },
    },
  },
};
