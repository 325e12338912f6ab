// Command-line inputs of the teaching commands: positions (`n=20`, `{ n: 20, turn: B }`, arrays,
// values in field order), parameter assignments, table windows, and the language names.

import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import { prepareGame } from '../../src/teach/engine.js';
import { parseAssignments, parsePosition } from '../../src/teach/positionInput.js';
import { parseWindowBound, tableAxes, tableWindows } from '../../src/teach/tableWindow.js';
import { parseLang } from '../../src/teach/vocabulary.js';
import { fixture } from './teachHost.js';

const game = (name: string) => prepareGame(loadSpec(name, fixture(name)).value!).value!.game;

describe('positions typed by a person', () => {
  const g13 = game('game13-I.yaml');
  const g17 = game('game17.yaml');
  test('partizan: named fields, braces, the player by name; missing fields from the fallback', () => {
    expect(Array.from(parsePosition('{ n: 20, turn: B }', g13) as Float64Array)).toEqual([20, 1]);
    expect(Array.from(parsePosition('n=7', g13, Float64Array.of(0, 1)) as Float64Array)).toEqual([7, 1]);
    expect(Array.from(parsePosition('5, A', g13) as Float64Array)).toEqual([5, 0]);
    expect(parsePosition('turn = C', g13)).toBe("'C' is not a player (A, B)");
  });
  test('arrays, domains, unknown fields', () => {
    expect(Array.from(parsePosition('h = [1, 2, 3]', g17) as Float64Array)).toEqual([1, 2, 3]);
    expect(parsePosition('h = [1, 2]', g17)).toBe('h needs 3 values, found 2');
    expect(parsePosition('h = [1, -2, 3]', g17)).toBe('h[1] = -2 is outside its domain 0..Infinity');
    expect(parsePosition('k = 1', g17)).toBe("'k' is not a field of this game (h)");
  });
  test('parameters', () => {
    expect(parseAssignments('size=8, k = 2')).toEqual({ size: 8, k: 2 });
    expect(parseAssignments('size')).toBe("'size' is not an assignment such as size=8");
  });
});

describe('table windows', () => {
  test('one number for every coordinate, or per coordinate; defaults clipped to the region', () => {
    expect(parseWindowBound('5', ['m', 'n'])).toEqual({ m: 5, n: 5 });
    expect(parseWindowBound('n=3,h[1]=2', ['n', 'h[1]'])).toEqual({ n: 3, 'h[1]': 2 });
    expect(parseWindowBound('x=1', ['m'])).toBe("'x' is not a coordinate of this table (m)");
    const g = game('game20.yaml');
    const axes = tableAxes(g);
    expect(axes.shape).toBe('grid');
    expect(tableWindows(g, axes).map((w) => [w.name, w.from, w.to])).toEqual([
      ['n', 0, 39],
      ['r', 0, 5],
    ]);
    expect(tableAxes(prepareGame(loadSpec('k', fixture('game14-I.yaml')).value!, { params: { size: 5 } }).value!.game).shape).toBe('board');
  });
  test('languages', () => {
    expect([parseLang(undefined), parseLang('pt'), parseLang('pt_BR'), parseLang('EN'), parseLang('fr')]).toEqual(['en', 'pt', 'pt', 'en', undefined]);
  });
});
