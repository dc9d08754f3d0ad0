/** Lower case without accents: "Situação" and "SITUACAO" both become "situacao". */
export const normalizeText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Whether every word of the query appears in one of the texts, ignoring case and accents. */
export const matchesQuery = (query: string, ...texts: Array<string | undefined>): boolean => {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
};
