import { describe, expect, it } from 'vitest';
import { splitStatements } from '../../server/db/migrate';

describe('a migration split into statements', () => {
  it('ends a statement at a semicolon at a line end, except inside a dollar-quoted body', () => {
    const sql = `-- a comment
CREATE TABLE a (x int);
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE a SET x = 1;
  RETURN NULL;
END $$;
INSERT INTO a VALUES (1);`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toBe('CREATE TABLE a (x int)');
    expect(statements[1]).toContain('RETURN NULL;\nEND $$');
    expect(statements[2]).toBe('INSERT INTO a VALUES (1)');
  });
});
