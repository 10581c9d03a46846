/**
 * The page's entry: zod's eval-free mode first, then the app that createApp builds (src/app),
 * rendered by React. The drawing screen's code loads with its route.
 */
import './withoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/createApp';
import { App } from './ui/App';
import './ui/styles.css';

const app = createApp();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App app={app} />
  </StrictMode>,
);
