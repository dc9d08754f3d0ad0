import { openDataset } from './dataset.ts';
const scale = (process.argv[2] ?? 'large') as 'large' | 'demo';
const h = await openDataset({ scale, engine: 'postgres', today: '2025-09-30', databaseUrl: 'postgres://root@127.0.0.1:5432/test', workDir: '/tmp/portal-bench', log: console.log });
await h.close();
