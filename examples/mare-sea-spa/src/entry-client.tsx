import '@alento/ui/global';
import 'virtual:theme.css';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
// The not-found page is served at any address: it says which page it is.
const path = document.documentElement.dataset.page ?? location.pathname;
if (root) hydrateRoot(root, <App path={path} />);
