/** The labels of an address as the request forms and the secretariat's queue both show it. */
export const addressFieldLabels = {
  street: 'Rue',
  number: 'Numéro',
  box: 'Boîte',
  postcode: 'Code postal',
  locality: 'Commune',
  land: 'Pays',
  telephone: 'Téléphone',
  mobile: 'GSM',
  email: 'Adresse e-mail',
};
