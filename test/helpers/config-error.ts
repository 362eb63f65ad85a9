import { ConfigError } from '../../src/errors.js';

/** The ConfigError `run` throws; anything else it throws is rethrown, and no throw fails the test. */
export function configError(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (ConfigError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
