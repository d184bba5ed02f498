// The path of the file a rule is looking at, relative to the project and with forward slashes.
import path from 'node:path';

export const where = (context) =>
  path.relative(context.cwd, context.filename).split(path.sep).join('/');
