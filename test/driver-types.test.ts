import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Redis } from 'ioredis';
import type Pg from 'pg';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as PgClient from '../src/stores/postgres/pg-client.js';
import type { RedisClass, RedisClient } from '../src/stores/redis/redis-client.js';
import { repoRoot } from './helpers/cli.js';

// The stores declare the part of each driver they use, so that the package's declarations name no driver
// type. Those declarations must stay what the drivers are: the types below are checked by tsc.

function declarationFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Compiles only when `value` is a `Target`. */
const accepts = <Target>(_value: Target) => true;

describe('the drivers as the stores declare them', () => {
  it('takes a pg pool, a pg connection and the pg module as they are', () => {
    expectTypeOf<Pg.Pool>().toExtend<PgClient.Pool>();
    expectTypeOf<Pg.PoolClient>().toExtend<PgClient.PoolClient>();
    expectTypeOf<Pg.ClientBase>().toExtend<PgClient.ClientBase>();
    expectTypeOf<typeof Pg.types.getTypeParser>().toExtend<PgClient.TypeParserLookup>();
    // A class against a construct signature: plain assignability, which the checker decides.
    expect(accepts<PgClient.PgModule['Pool']>(undefined as unknown as typeof Pg.Pool)).toBe(true);
  });

  it('takes an ioredis client and its class as they are', () => {
    expectTypeOf<Redis>().toExtend<RedisClient>();
    expect(accepts<RedisClass>(undefined as unknown as typeof Redis)).toBe(true);
  });

  it('emits declarations that import no database driver', () => {
    const dist = join(repoRoot, 'dist');
    const drivers = /(?:from\s+|import\()\s*['"](?:pg|ioredis|better-sqlite3|node:sqlite)['"]/;
    const files = declarationFiles(dist);
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.filter((file) => drivers.test(readFileSync(file, 'utf8'))).map((file) => relative(dist, file)),
    ).toEqual([]);
  });
});
