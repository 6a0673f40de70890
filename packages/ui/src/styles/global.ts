// Import once at the root of an app: the self-hosted faces and the global reset.
import './fonts.css';
import './global.css.ts';
