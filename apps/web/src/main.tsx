import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/preact-parity';
import { App } from './app/app';
import { trackInputModality } from './lib/input-modality';
import './index.css';

trackInputModality();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
