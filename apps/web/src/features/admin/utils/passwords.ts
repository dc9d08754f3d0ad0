// Upper case and digits, as the sign-in screen forces upper case; no 0/O or 1/I to misread when dictated.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new password of `length` characters from the browser's secure random source. */
export const generatePassword = (length = 10): string => {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
};
