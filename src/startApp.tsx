/**
 * The app that createApp builds (src/app), rendered by React; main.tsx loads it once zod is in
 * its eval-free mode. The drawing screen's code loads with its route.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/createApp';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';
import { App } from './ui/App';
import './ui/styles.css';
import './ui/site/publicPages.css';

const app = createApp();
// The offline copy of the client, in production builds only (see app/pwa/registerServiceWorker.ts).
registerServiceWorker(import.meta.env.PROD);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
