import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app';
import './index.css';

// The server's CSP has no 'unsafe-eval': zod must not probe `new Function` for its compiled parsers.
z.config({ jitless: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
