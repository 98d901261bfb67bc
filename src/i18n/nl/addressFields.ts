/** The labels of an address as the request forms and the secretariat's queue both show it. */
export const addressFieldLabels = {
  street: 'Straat',
  number: 'Nummer',
  box: 'Bus',
  postcode: 'Postcode',
  locality: 'Gemeente',
  land: 'Land',
  telephone: 'Telefoon',
  mobile: 'Gsm',
  email: 'E-mailadres',
};
