import { env, EnvError } from './lib/env';

try {
  env();
} catch (e) {
  if (e instanceof EnvError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
