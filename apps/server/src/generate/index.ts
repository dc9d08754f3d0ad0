export { generateDataset, type GenerateOptions } from './generate-dataset.ts';
export { DEMO_PASSWORDS, demoLogins } from './people.ts';
export { scales, type Scale } from './scales.ts';
