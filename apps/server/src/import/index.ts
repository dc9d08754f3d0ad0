export { importFolder, type ImportOptions, type ImportProgress, type ImportResult } from './import-folder.ts';
export { cnpjCheckDigits, isValidCnpj } from './cnpj.ts';
export { fileSpecs, type FileSpec, type ColumnSpec } from './file-specs.ts';
