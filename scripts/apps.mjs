// The apps of the portal and the port each one is served on (its own origin).
export const API_PORT = 4000;
export const SHELL = { dir: 'shell', port: 3000 };
export const REMOTES = [
  { dir: 'mfe-news-polls', port: 3001 },
  { dir: 'mfe-disputes-complaints', port: 3002 },
  { dir: 'mfe-donations', port: 3003 },
  { dir: 'mfe-configuration', port: 3004 },
];
export const APPS = [SHELL, ...REMOTES];
