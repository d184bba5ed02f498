// The project's own lint rules (eslint.config.mjs turns them on; __tests__/rules/eslint-rules.test.ts
// runs each on cases it must accept and cases it must refuse). ARCHITECTURE.md lists what each keeps.
import istOffset from './ist-offset.mjs';
import jsonLdOnePlace from './json-ld-one-place.mjs';
import noFetchInComponents from './no-fetch-in-components.mjs';
import serverActionWrapper from './server-action-wrapper.mjs';

const plugin = {
  meta: { name: 'local' },
  rules: {
    'ist-offset': istOffset,
    'json-ld-one-place': jsonLdOnePlace,
    'no-fetch-in-components': noFetchInComponents,
    'server-action-wrapper': serverActionWrapper,
  },
};

export default plugin;
