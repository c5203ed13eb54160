// Times PathFinding.js's A* and BFS on the start/goal pairs of a Moving AI
// scenario, under the benchmark's rules: eight directions, a diagonal step
// costs sqrt 2 and needs both orthogonal neighbours passable.
//
//   node race.mjs MAP SCEN [--runs N] [--json]
//
// Each search gets a fresh grid.clone(); the clone is timed on its own, so the
// report gives the time per pair both without and with it.

import { readFileSync } from 'node:fs';
import PF from 'pathfinding';

const USAGE = 'usage: node race.mjs MAP SCEN [--runs N] [--json]';
const TOLERANCE = 1e-6;

function fail(message) {
  console.error(`race.mjs: ${message}`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { runs: 5, json: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') {
      options.json = true;
    } else if (arg === '--runs') {
      const runs = Number(argv[++i]);
      if (!Number.isInteger(runs) || runs < 1) fail(`--runs needs a whole number of at least 1\n${USAGE}`);
      options.runs = runs;
    } else if (arg.startsWith('--')) {
      fail(`unknown option ${arg}\n${USAGE}`);
    } else {
      options.files.push(arg);
    }
  }
  if (options.files.length !== 2) fail(USAGE);
  return options;
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    return fail(`cannot read ${path}: ${error.message}`);
  }
}

// Moving AI's map format: `type octile`, `height H`, `width W`, `map`, then H
// rows of W cells. '.', 'G' and 'S' (swamp) are passable; '@', 'O', 'T' and
// 'W' (water, which a walker on land cannot enter) are not. Rows are
// matrix[row][column], which is what PF.Grid(width, height, matrix) expects.
function readMap(path) {
  const lines = readText(path).split(/\r?\n/);
  const header = {};
  let row = 0;
  for (; row < lines.length && lines[row].trim() !== 'map'; row++) {
    const [key, value] = lines[row].trim().split(/\s+/);
    if (key) header[key] = value;
  }
  const height = Number(header.height);
  const width = Number(header.width);
  if (header.type !== 'octile' || !(height > 0) || !(width > 0)) {
    fail(`${path}: expected a Moving AI header (type octile, height, width, map)`);
  }
  const cells = lines.slice(row + 1, row + 1 + height);
  const matrix = cells.map((line, y) => {
    if (line.length !== width) fail(`${path}: row ${y} has ${line.length} cells, not ${width}`);
    return Array.from(line, (cell, x) => {
      if ('.GS'.includes(cell)) return 0;
      if ('@OTW'.includes(cell)) return 1;
      return fail(`${path}: unknown cell '${cell}' at column ${x}, row ${y}`);
    });
  });
  if (matrix.length !== height) fail(`${path}: ${matrix.length} rows, not ${height}`);
  return { width, height, matrix };
}

// Moving AI's scenario format: `version 1`, then one tab-separated line per
// pair: bucket, map, width, height, start x, start y, goal x, goal y, optimal
// length. x is the column and y the row, counted from the top left.
function readScen(path, map) {
  const lines = readText(path).split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!/^version\s+1(\.0)?$/.test(lines[0]?.trim() ?? '')) fail(`${path}: expected 'version 1' first`);
  return lines.slice(1).map((line, i) => {
    const fields = line.split('\t');
    if (fields.length !== 9) fail(`${path}: line ${i + 2} has ${fields.length} fields, not 9`);
    const [width, height, sx, sy, gx, gy] = fields.slice(2, 8).map(Number);
    const optimal = Number(fields[8]);
    if (width !== map.width || height !== map.height) {
      fail(`${path}: line ${i + 2} is for a ${width}x${height} map, not ${map.width}x${map.height}`);
    }
    for (const [x, y] of [[sx, sy], [gx, gy]]) {
      if (!(x >= 0 && x < width && y >= 0 && y < height) || map.matrix[y][x]) {
        fail(`${path}: line ${i + 2} has (${x}, ${y}) off the map or on a blocked cell`);
      }
    }
    return { sx, sy, gx, gy, optimal };
  });
}

// A path's cost, and whether each step keeps to the benchmark's rules: one
// cell in eight directions, no corner cutting.
function walk(path, matrix) {
  let cost = 0;
  let legal = true;
  for (let i = 1; i < path.length; i++) {
    const [x0, y0] = path[i - 1];
    const [x1, y1] = path[i];
    const dx = x1 - x0;
    const dy = y1 - y0;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || matrix[y1][x1]) legal = false;
    if (dx !== 0 && dy !== 0) {
      if (matrix[y0][x1] || matrix[y1][x0]) legal = false;
      cost += Math.SQRT2;
    } else {
      cost += 1;
    }
  }
  return { cost, legal };
}

// Runs one finder over every pair `runs` times. The times kept are the
// smallest total over the whole set, search alone and clone plus search.
function race(name, finder, grid, map, pairs, runs) {
  let best = { search: Infinity, withClone: Infinity };
  let paths = [];
  for (let run = 0; run < runs; run++) {
    let search = 0n;
    let clone = 0n;
    paths = [];
    for (const { sx, sy, gx, gy } of pairs) {
      const t0 = process.hrtime.bigint();
      const fresh = grid.clone();
      const t1 = process.hrtime.bigint();
      const path = finder.findPath(sx, sy, gx, gy, fresh);
      const t2 = process.hrtime.bigint();
      clone += t1 - t0;
      search += t2 - t1;
      paths.push(path);
    }
    best.search = Math.min(best.search, Number(search));
    best.withClone = Math.min(best.withClone, Number(search + clone));
  }
  let costSum = 0;
  let found = 0;
  let optimal = 0;
  let illegal = 0;
  paths.forEach((path, i) => {
    if (path.length === 0) return;
    const { cost, legal } = walk(path, map.matrix);
    found += 1;
    costSum += cost;
    if (Math.abs(cost - pairs[i].optimal) <= TOLERANCE) optimal += 1;
    if (!legal) illegal += 1;
  });
  return {
    search: name,
    pairs: pairs.length,
    found,
    meanMicros: best.search / pairs.length / 1000,
    meanMicrosWithClone: best.withClone / pairs.length / 1000,
    meanCost: found ? costSum / found : null,
    optimal,
    illegalPaths: illegal,
  };
}

const options = parseArgs(process.argv.slice(2));
const [mapPath, scenPath] = options.files;
const map = readMap(mapPath);
const pairs = readScen(scenPath, map);
if (pairs.length === 0) fail(`${scenPath}: no pairs`);
const grid = new PF.Grid(map.width, map.height, map.matrix);
const diagonalMovement = PF.DiagonalMovement.OnlyWhenNoObstacles;
const results = [
  race('astar', new PF.AStarFinder({ diagonalMovement, heuristic: PF.Heuristic.octile }), grid, map, pairs, options.runs),
  race('bfs', new PF.BreadthFirstFinder({ diagonalMovement }), grid, map, pairs, options.runs),
];
const meanOptimal = pairs.reduce((sum, pair) => sum + pair.optimal, 0) / pairs.length;

if (options.json) {
  const report = { map: mapPath, scen: scenPath, width: map.width, height: map.height, runs: options.runs, meanOptimal, results };
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`${mapPath} (${map.width}x${map.height}), ${pairs.length} pairs, best of ${options.runs} runs`);
  console.log(`mean optimal length in the scenario: ${meanOptimal.toFixed(4)}`);
  console.log('search  pairs  found  us/pair  us/pair+clone  mean cost  optimal  illegal');
  for (const r of results) {
    console.log(
      [
        r.search.padEnd(6),
        String(r.pairs).padStart(5),
        String(r.found).padStart(6),
        r.meanMicros.toFixed(1).padStart(8),
        r.meanMicrosWithClone.toFixed(1).padStart(14),
        (r.meanCost ?? NaN).toFixed(4).padStart(10),
        String(r.optimal).padStart(8),
        String(r.illegalPaths).padStart(8),
      ].join(' '),
    );
  }
}
