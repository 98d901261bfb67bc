/**
 * The words of an address line the server writes ("Molenstraat 5 bus A"): on the address changes'
 * queue, in the directory of organisations, in a mail and in the member's own data, each in its
 * reader's language. The screens write the same word from their own catalogue (`register.box_short`).
 */
export const addressWords = {
  box: 'bus',
};
