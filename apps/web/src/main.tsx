import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadOpening } from './app/preload.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import { startSessionCheck } from './app/session-bootstrap.tsx';

// Before React renders: the current user's check and the chunks the opened route needs leave together.
if (startSessionCheck()) preloadOpening(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorker();
