import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConsoleApp } from './app/console-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// react-admin's own hash router would put `basename` inside the hash and draw nothing (ADR 010).
createRoot(root).render(
  <StrictMode>
    <BrowserRouter basename="/admin">
      <ConsoleApp />
    </BrowserRouter>
  </StrictMode>,
);
