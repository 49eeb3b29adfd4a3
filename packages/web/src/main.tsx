import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import './app/motion.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadIconsOnDemand } from './lib/iconLoader';

loadIconsOnDemand();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
