import { describe, expect, it } from 'vitest';
import { UsageError, closest, editDistance, parseArgs, parseDuration } from '../../src/cli/args.js';
import { findCommand } from '../../src/cli/commandTable.js';

const check = findCommand('check')!.options;

describe('parseArgs', () => {
  it('reads flags, values (both spellings) and operands in any order', () => {
    const a = parseArgs(['conjectures', '--json', '--junit', 'out.xml', '--timeout=5s', 'proofs'], check);
    expect(a.operands).toEqual(['conjectures', 'proofs']);
    expect(a.options).toEqual({ json: true, junit: 'out.xml', timeout: '5s' });
  });

  it('stops reading options after --', () => {
    expect(parseArgs(['--', '--json'], check)).toEqual({ options: {}, operands: ['--json'] });
  });

  it('rejects an unknown option with a did-you-mean hint', () => {
    const e = (() => {
      try {
        parseArgs(['--jsn'], check);
      } catch (error) {
        return error as UsageError;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(UsageError);
    expect(e!.message).toBe("unknown option '--jsn'");
    expect(e!.hint).toContain("'--json'");
  });

  it('rejects a missing value, a value on a flag, and a value outside the choices', () => {
    expect(() => parseArgs(['--junit'], check)).toThrow(/needs a value/);
    expect(() => parseArgs(['--json=1'], check)).toThrow(/takes no value/);
    expect(() => parseArgs(['--symbolic', 'maybe'], check)).toThrow(/does not accept 'maybe'/);
    expect(parseArgs(['--symbolic', 'required'], check).options.symbolic).toBe('required');
  });

  it('knows short options', () => {
    expect(parseArgs(['-q', '-h'], check).options).toEqual({ quiet: true, help: true });
  });

  it('accepts bundled short flags and names the unknown letter of a bundle', () => {
    expect(parseArgs(['-qh', 'conjectures'], check)).toEqual({ options: { quiet: true, help: true }, operands: ['conjectures'] });
    expect(parseArgs(['-hq'], check).options).toEqual({ quiet: true, help: true });
    expect(() => parseArgs(['-qz'], check)).toThrow("unknown option '-z'");
    const withValue = [...check, { name: 'output', short: 'o', value: 'FILE', help: 'a test option' }];
    expect(() => parseArgs(['-qo', 'x'], withValue)).toThrow(/takes a value and cannot be bundled/);
  });
});

describe('helpers', () => {
  it('parses durations', () => {
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('2m')).toBe(120_000);
    expect(parseDuration('1.5')).toBe(1500);
    expect(parseDuration('0s')).toBeUndefined();
    expect(parseDuration('soon')).toBeUndefined();
  });

  it('edit distance and closest', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closest('chek', ['check', 'explain', 'prove'])).toBe('check');
    expect(closest('zzzzzz', ['check', 'explain', 'prove'])).toBeUndefined();
  });
});
