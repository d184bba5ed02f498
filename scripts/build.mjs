// npm run build: the production build, stamped with the hash of the sources it was made from, so
// the next `npm start` (or a deployment's restart) serves it instead of building again.
import { ensureBuild } from './lib/build.mjs';

ensureBuild({ force: true });
