// Reads back the text of a PDF (pdfjs-dist, the reader Firefox uses), to assert what a person reading the document
// sees and can search.

type TextItem = { str: string; transform: number[] };

/** The text of every page, one string per printed row (items of a row joined by one space), pages in order. */
export const pdfText = async (bytes: Uint8Array): Promise<string[]> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const rows: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    const byRow = new Map<number, TextItem[]>();
    for (const item of content.items as TextItem[]) {
      if (!('str' in item) || item.str === '') continue;
      const row = Math.round(item.transform[5] ?? 0);
      byRow.set(row, [...(byRow.get(row) ?? []), item]);
    }
    for (const [, items] of [...byRow].sort((x, y) => y[0] - x[0]))
      rows.push(
        items
          .sort((x, y) => (x.transform[4] ?? 0) - (y.transform[4] ?? 0))
          .map((item) => item.str)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
  }
  await document.destroy();
  return rows;
};
