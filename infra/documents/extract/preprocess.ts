// Image preparation before OCR (issue 28, docs/decisions/0045-ocr-preprocessing.md): grey levels,
// Otsu's threshold, the skew and the text direction from projection profiles, the text's size from
// its line heights, and dark specks removed from the binary page. Pure functions on grey pixel
// arrays (0 black … 255 white) except `drawGray`, which resamples with @napi-rs/canvas (Skia).
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';

export interface Gray {
  width: number;
  height: number;
  /** One byte per pixel, row by row: 0 black, 255 white. */
  data: Uint8Array;
}

export type Source = Image | Canvas;

/** Luma (ITU-R BT.601, integer) of RGBA pixels; transparent pixels count as white paper. */
export function grayFromRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    const a = rgba[i + 3]!;
    const y = (rgba[i]! * 77 + rgba[i + 1]! * 150 + rgba[i + 2]! * 29) >> 8;
    data[p] = a === 255 ? y : (y * a + 255 * (255 - a)) / 255;
  }
  return { width, height, data };
}

/**
 * `source` drawn into a width × height grey page: turned by `angleRad` about its centre (clockwise
 * on the screen for a positive angle, canvas convention), scaled by `scale`, on white, with a
 * Gaussian blur of `blurPx` output pixels (to smooth noise before a threshold).
 */
export function drawGray(source: Source, scale: number, angleRad = 0, blurPx = 0): Gray {
  const cos = Math.abs(Math.cos(angleRad));
  const sin = Math.abs(Math.sin(angleRad));
  const width = Math.max(1, Math.round((source.width * cos + source.height * sin) * scale));
  const height = Math.max(1, Math.round((source.width * sin + source.height * cos) * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(width / 2, height / 2);
  ctx.rotate(angleRad);
  ctx.scale(scale, scale);
  if (blurPx > 0) ctx.filter = `blur(${blurPx / scale}px)`;
  ctx.drawImage(source, -source.width / 2, -source.height / 2);
  return grayFromRgba(ctx.getImageData(0, 0, width, height).data, width, height);
}

/**
 * A light Gaussian blur (the binomial kernel [1 2 1]/4 across and down, σ ≈ 0.7 px), in place:
 * JPEG and sensor noise smoothed before a threshold, at a tenth of the cost of Skia's blur filter.
 */
export function smooth(g: Gray): Gray {
  const { width, height, data } = g;
  const row = new Uint16Array(width);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) row[x] = data[o + x]!;
    for (let x = 1; x < width - 1; x++) data[o + x] = (row[x - 1]! + 2 * row[x]! + row[x + 1]! + 2) >> 2;
  }
  const col = new Uint16Array(width);
  const prev = new Uint16Array(width);
  for (let x = 0; x < width; x++) prev[x] = data[x]!;
  for (let y = 1; y < height - 1; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) col[x] = data[o + x]!;
    for (let x = 0; x < width; x++) data[o + x] = (prev[x]! + 2 * col[x]! + data[o + width + x]! + 2) >> 2;
    prev.set(col);
  }
  return g;
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes (ink ≤ t < paper). */
export function otsuThreshold(g: Gray): number {
  const hist = new Float64Array(256);
  const pixels = g.data;
  for (let i = 0; i < pixels.length; i++) hist[pixels[i]!]!++;
  const total = g.data.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * hist[t]!;
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    weightBelow += hist[t]!;
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * hist[t]!;
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/**
 * Grey levels stretched between the ink and the paper: at or below the mean of Otsu's dark class
 * black, from halfway between the threshold and the mean of the light class white, linear between.
 * Paper noise and background tint go; the grey edges of the letters, which Tesseract's LSTM reads,
 * stay. A soft binarisation.
 */
export function stretchLevels(g: Gray, threshold = otsuThreshold(g)): Gray {
  let inkSum = 0;
  let inkN = 0;
  let paperSum = 0;
  let paperN = 0;
  for (let i = 0; i < g.data.length; i++) {
    const v = g.data[i]!;
    if (v <= threshold) {
      inkSum += v;
      inkN++;
    } else {
      paperSum += v;
      paperN++;
    }
  }
  const lo = inkN ? inkSum / inkN : 0;
  const hi = Math.max(lo + 1, (threshold + (paperN ? paperSum / paperN : 255)) / 2);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = v <= lo ? 0 : v >= hi ? 255 : Math.round(((v - lo) / (hi - lo)) * 255);
  const data = new Uint8Array(g.data.length);
  for (let i = 0; i < data.length; i++) data[i] = lut[g.data[i]!]!;
  return { width: g.width, height: g.height, data };
}

/** Black (0) at or below the threshold (Otsu's by default), white (255) above. */
export function binarise(g: Gray, threshold = otsuThreshold(g)): Gray {
  const data = new Uint8Array(g.data.length);
  for (let i = 0; i < data.length; i++) data[i] = g.data[i]! <= threshold ? 0 : 255;
  return { width: g.width, height: g.height, data };
}

/** One 8-connected group of black pixels: its box, its pixel count and the sums of its coordinates. */
interface Component {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
  sx: number;
  sy: number;
}

/**
 * Walks the 8-connected group of black pixels of `bin` that holds `start` (which must be black and
 * not yet `seen`), marking each pixel in `seen`; `stack` is scratch space as long as the page. The
 * first `keep` pixels (as indexes) are pushed onto `members` when it is given.
 */
function walkComponent(bin: Gray, start: number, seen: Uint8Array, stack: Int32Array, members?: number[], keep = 0): Component {
  const { width, height, data } = bin;
  let top = 0;
  stack[top++] = start;
  seen[start] = 1;
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  let area = 0;
  let sx = 0;
  let sy = 0;
  while (top > 0) {
    const p = stack[--top]!;
    area++;
    if (members && area <= keep) members.push(p);
    const x = p % width;
    const y = (p - x) / width;
    sx += x;
    sy += y;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const q = ny * width + nx;
        if (data[q] === 0 && !seen[q]) {
          seen[q] = 1;
          stack[top++] = q;
        }
      }
    }
  }
  return { x0, y0, x1, y1, area, sx, sy };
}

/**
 * Removes dark specks: 8-connected groups of black pixels of at most `maxArea` pixels that have no
 * other black pixel within `gap` pixels of their box (so the dot of an "i" or a full stop beside
 * its word stays). Works in place (and whitens the same pixels of `alsoIn`, the grey page the binary
 * one was made from) and returns how many groups it removed.
 */
export function despeckle(bin: Gray, maxArea: number, gap = 2, alsoIn?: Gray): number {
  const { width, height, data } = bin;
  const seen = new Uint8Array(data.length);
  const stack = new Int32Array(data.length);
  const members: number[] = [];
  let removed = 0;
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 0 || seen[start]) continue;
    members.length = 0;
    const { x0: minX, y0: minY, x1: maxX, y1: maxY, area } = walkComponent(bin, start, seen, stack, members, maxArea);
    if (area > maxArea) continue;
    // Alone? No black pixel of another group in the box grown by `gap`.
    let alone = true;
    for (let y = Math.max(0, minY - gap); alone && y <= Math.min(height - 1, maxY + gap); y++)
      for (let x = Math.max(0, minX - gap); x <= Math.min(width - 1, maxX + gap); x++) {
        const q = y * width + x;
        if (data[q] === 0 && !members.includes(q)) {
          alone = false;
          break;
        }
      }
    if (!alone) continue;
    for (const p of members) {
      data[p] = 255;
      if (alsoIn) alsoIn.data[p] = 255;
    }
    removed++;
  }
  return removed;
}

/**
 * Clears leader dots: rows of at least `minRun` small marks (each at most `maxSide` pixels across),
 * of like size, at one height, evenly spaced and with nothing but paper between neighbours — the
 * "........" of a table of contents, which Tesseract reads slowly and as letters. A full stop, the
 * dots of "i" and "j", an ellipsis ("...", too short a run) and a dot beside a letter stay. Works in
 * place on the binary page (and whitens the same marks, a pixel around, in `alsoIn`, the grey page
 * it was made from); returns how many marks it cleared.
 */
export function clearDotLeaders(bin: Gray, maxSide: number, minRun = 5, alsoIn?: Gray): number {
  const { width, height, data } = bin;
  // Ink counts over rectangles in O(1): an integral image.
  const w1 = width + 1;
  const sum = new Int32Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let rowSum = 0;
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) rowSum++;
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1]! + rowSum;
    }
  }
  const inkIn = (x0: number, y0: number, x1: number, y1: number) => {
    const l = Math.max(0, x0);
    const t = Math.max(0, y0);
    const r = Math.min(width, x1 + 1);
    const b = Math.min(height, y1 + 1);
    if (r <= l || b <= t) return 0;
    return sum[b * w1 + r]! - sum[t * w1 + r]! - sum[b * w1 + l]! + sum[t * w1 + l]!;
  };

  // The small marks: 8-connected groups of black pixels whose box fits in maxSide × maxSide.
  interface Mark {
    x0: number;
    y0: number;
    x1: number;
    y1: number;
    cx: number;
    cy: number;
    area: number;
  }
  const marks: Mark[] = [];
  const seen = new Uint8Array(data.length);
  const stack = new Int32Array(data.length);
  for (let start = 0; start < data.length; start++) {
    if (data[start] !== 0 || seen[start]) continue;
    const { x0, y0, x1, y1, area, sx, sy } = walkComponent(bin, start, seen, stack);
    if (x1 - x0 < maxSide && y1 - y0 < maxSide) marks.push({ x0, y0, x1, y1, cx: sx / area, cy: sy / area, area });
  }
  if (marks.length < minRun) return 0;

  // Chains: each mark linked to the nearest mark to its right at the same height (within half the
  // mark's height), of like size, at most 4 × maxSide of clear paper away.
  marks.sort((a, b) => a.cx - b.cx);
  const next = new Int32Array(marks.length).fill(-1);
  const hasPrev = new Uint8Array(marks.length);
  const pad = Math.max(1, Math.round(maxSide / 3));
  for (let i = 0; i < marks.length; i++) {
    const a = marks[i]!;
    const side = a.y1 - a.y0 + 1;
    for (let j = i + 1; j < marks.length; j++) {
      const b = marks[j]!;
      if (b.cx - a.cx > maxSide * 6) break;
      if (b.x0 - a.x1 > maxSide * 4) continue;
      if (b.x0 <= a.x1 || Math.abs(b.cy - a.cy) > Math.max(1, side / 2)) continue;
      if (b.area > a.area * 4 || a.area > b.area * 4) continue;
      // Nothing but paper between them, from a little above the marks to a little below.
      if (inkIn(a.x1 + 1, Math.min(a.y0, b.y0) - pad, b.x0 - 1, Math.max(a.y1, b.y1) + pad) > 0) continue;
      if (!hasPrev[j]) {
        next[i] = j;
        hasPrev[j] = 1;
      }
      break;
    }
  }

  // Runs of at least minRun marks, evenly spaced (every step within a third of the run's median step).
  let cleared = 0;
  for (let i = 0; i < marks.length; i++) {
    if (hasPrev[i]) continue;
    const run: Mark[] = [];
    for (let k = i; k >= 0; k = next[k]!) run.push(marks[k]!);
    let from = 0;
    while (from < run.length - 1) {
      const step = run[from + 1]!.cx - run[from]!.cx;
      let to = from + 1;
      while (to + 1 < run.length && Math.abs(run[to + 1]!.cx - run[to]!.cx - step) <= Math.max(1.5, step / 3)) to++;
      if (to - from + 1 < minRun) {
        from = to;
        continue;
      }
      for (let k = from; k <= to; k++) {
        const m = run[k]!;
        for (let y = m.y0; y <= m.y1; y++) for (let x = m.x0; x <= m.x1; x++) data[y * width + x] = 255;
        if (alsoIn)
          for (let y = Math.max(0, m.y0 - 1); y <= Math.min(height - 1, m.y1 + 1); y++)
            for (let x = Math.max(0, m.x0 - 1); x <= Math.min(width - 1, m.x1 + 1); x++) alsoIn.data[y * width + x] = 255;
        cleared++;
      }
      from = to + 1;
    }
  }
  return cleared;
}

/** The black pixels of a binary page as coordinates about its centre, at most `max` of them (evenly sampled). */
function inkPoints(bin: Gray, max = 150_000): { xs: Float32Array; ys: Float32Array } {
  let count = 0;
  for (const v of bin.data) if (v === 0) count++;
  const stride = Math.max(1, Math.ceil(count / max));
  const n = Math.ceil(count / stride);
  const xs = new Float32Array(n);
  const ys = new Float32Array(n);
  const cx = bin.width / 2;
  const cy = bin.height / 2;
  let k = 0;
  let seen = 0;
  for (let y = 0; y < bin.height; y++)
    for (let x = 0; x < bin.width; x++) {
      if (bin.data[y * bin.width + x] !== 0) continue;
      if (seen++ % stride === 0 && k < n) {
        xs[k] = x - cx;
        ys[k] = y - cy;
        k++;
      }
    }
  return { xs: xs.subarray(0, k), ys: ys.subarray(0, k) };
}

/**
 * The profile of the ink across rows once the page is turned by `angle` (radians, canvas
 * convention): bin r counts the black pixels that land on row r.
 */
function profile(points: { xs: Float32Array; ys: Float32Array }, angle: number, radius: number): Float64Array {
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const bins = new Float64Array(2 * radius + 1);
  const { xs, ys } = points;
  for (let i = 0; i < xs.length; i++) {
    const r = Math.round(xs[i]! * sin + ys[i]! * cos) + radius;
    bins[r]!++;
  }
  return bins;
}

/** How sharply the rows alternate between ink and paper: the sum of squared steps between neighbouring rows. */
function sharpness(bins: Float64Array): number {
  let s = 0;
  for (let i = 1; i < bins.length; i++) s += (bins[i]! - bins[i - 1]!) ** 2;
  return s;
}

export interface TextDirection {
  /** Radians to turn the page by (canvas convention) for its lines to run left to right or right to left. */
  angle: number;
  /** The skew part of it, in degrees, within ±maxSkewDeg. */
  skewDeg: number;
  /** Lines run across the page as it is (true) or up and down it (false: the page is sideways). */
  horizontal: boolean;
  /** Profile sharpness of the chosen direction over that of the other one (≥ 1; near 1: unsure). */
  certainty: number;
}

function bestAngle(points: { xs: Float32Array; ys: Float32Array }, radius: number, around: number, maxDeg: number) {
  const rad = Math.PI / 180;
  let best = { deg: 0, score: -1 };
  const tryAt = (deg: number) => {
    const score = sharpness(profile(points, around + deg * rad, radius));
    if (score > best.score) best = { deg, score };
  };
  for (let deg = -maxDeg; deg <= maxDeg + 1e-9; deg += 0.5) tryAt(deg);
  const coarse = best.deg;
  for (let deg = coarse - 0.45; deg <= coarse + 0.45 + 1e-9; deg += 0.05) tryAt(Math.round(deg * 100) / 100);
  return best;
}

/**
 * The direction of the text lines of a binary page (projection profiles): the angle within
 * ±maxSkewDeg of the page's rows, and of its columns, at which the ink profile is sharpest, each
 * found at 0.5° and then 0.05°; the sharper of the two is the lines' direction.
 */
export function textDirection(bin: Gray, maxSkewDeg = 6): TextDirection {
  const points = inkPoints(bin);
  const radius = Math.ceil(Math.hypot(bin.width, bin.height) / 2) + 1;
  if (points.xs.length === 0) return { angle: 0, skewDeg: 0, horizontal: true, certainty: 1 };
  const across = bestAngle(points, radius, 0, maxSkewDeg);
  const down = bestAngle(points, radius, Math.PI / 2, maxSkewDeg);
  const horizontal = across.score >= down.score;
  const chosen = horizontal ? across : down;
  const other = horizontal ? down : across;
  return {
    angle: ((horizontal ? 0 : 90) + chosen.deg) * (Math.PI / 180),
    skewDeg: chosen.deg,
    horizontal,
    certainty: other.score > 0 ? chosen.score / other.score : Number.POSITIVE_INFINITY,
  };
}

/**
 * The median height in pixels of the text lines of a binary page once turned by `angle`: runs of
 * rows whose ink passes a tenth of a full row's, ignoring runs under 3 pixels (specks, rules).
 * 0 when no line is found.
 */
export function medianLineHeight(bin: Gray, angle: number): number {
  const points = inkPoints(bin, Number.POSITIVE_INFINITY);
  const radius = Math.ceil(Math.hypot(bin.width, bin.height) / 2) + 1;
  const bins = profile(points, angle, radius);
  const sorted = [...bins].filter((v) => v > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const full = sorted[Math.floor(sorted.length * 0.95)]!;
  const threshold = Math.max(1, full * 0.1);
  const runs: number[] = [];
  let run = 0;
  for (const v of bins) {
    if (v > threshold) run++;
    else {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (run >= 3) runs.push(run);
  if (runs.length === 0) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

/** The page turned by 180° (its pixels in reverse order). */
export function turnHalf(g: Gray): Gray {
  return { width: g.width, height: g.height, data: g.data.slice().reverse() };
}

/** Rows [top, bottom) of a page. */
export function rows(g: Gray, top: number, bottom: number): Gray {
  const t = Math.max(0, Math.min(g.height, Math.floor(top)));
  const b = Math.max(t, Math.min(g.height, Math.ceil(bottom)));
  return { width: g.width, height: b - t, data: g.data.slice(t * g.width, b * g.width) };
}

/** The columns between the fractions `from` and `to` of a page's width. */
export function columns(g: Gray, from: number, to: number): Gray {
  const left = Math.max(0, Math.floor(g.width * from));
  const right = Math.max(left + 1, Math.min(g.width, Math.ceil(g.width * to)));
  const width = right - left;
  const data = new Uint8Array(width * g.height);
  for (let y = 0; y < g.height; y++) data.set(g.data.subarray(y * g.width + left, y * g.width + right), y * width);
  return { width, height: g.height, data };
}

/** The band of `height` rows holding the most ink (for a quick look at a page's text). */
export function densestBand(bin: Gray, height: number): { top: number; bottom: number } {
  const h = Math.min(bin.height, Math.max(1, Math.round(height)));
  const ink = new Float64Array(bin.height);
  for (let y = 0; y < bin.height; y++) {
    let n = 0;
    for (let x = 0, p = y * bin.width; x < bin.width; x++, p++) if (bin.data[p] === 0) n++;
    ink[y] = n;
  }
  let sum = 0;
  for (let y = 0; y < h; y++) sum += ink[y]!;
  let best = sum;
  let top = 0;
  for (let y = h; y < bin.height; y++) {
    sum += ink[y]! - ink[y - h]!;
    if (sum > best) {
      best = sum;
      top = y - h + 1;
    }
  }
  return { top, bottom: top + h };
}

/** A grey page as a binary PGM (P5): read by Tesseract's Leptonica without any compression step. */
export function toPgm(g: Gray): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${g.width} ${g.height}\n255\n`);
  const out = new Uint8Array(header.length + g.data.length);
  out.set(header, 0);
  out.set(g.data, header.length);
  return out;
}
