import { zipOf } from '../../apps/server/src/testing/zip-writer.ts';

/** A zip of text files, as the ERP's export would be uploaded (the server tests' writer, without deflate). */
export const storedZip = (files: Record<string, string>): Buffer =>
  zipOf(Object.entries(files).map(([name, data]) => ({ name, data })));
