// First: starts the opened route's chunks before the rest of this file's imports are evaluated.
import { openingAnswersAsked } from './app/opening-preload.ts';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import './styles/icons/icons.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { startSessionCheck } from './app/session-bootstrap.tsx';

// Before React renders: the current user's check leaves while the opened route's chunks download.
startSessionCheck();

const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
// React's first render of the shell and the screen is one long task: it starts once the opened screen's answer has
// been asked (docs/decisions/223), waiting for the code that asks it no longer than OPENING_WAIT_MS.
const OPENING_WAIT_MS = 300;
const draw = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
void Promise.race([openingAnswersAsked, new Promise((resolve) => setTimeout(resolve, OPENING_WAIT_MS))]).then(
  draw,
);

void registerServiceWorker();
