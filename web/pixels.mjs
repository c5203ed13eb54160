// The pixels of the page's screenshots for web/test.mjs: a PNG decoded as Chromium writes
// it, how many colours it holds, and how much of it changed.
import { inflateSync } from "node:zlib";

// RGBA pixels of a PNG (8 bits per channel, RGB or RGBA, not interlaced: what Chromium writes).
export function decodePng(buf) {
  let pos = 8, width, height, channels;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString("ascii", pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("unexpected PNG depth or interlace");
      channels = { 2: 3, 6: 4 }[data[9]];
      if (!channels) throw new Error(`unexpected PNG colour type ${data[9]}`);
    } else if (type === "IDAT") idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const px = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let p = 0;
      if (filter === 1) p = a;
      else if (filter === 2) p = b;
      else if (filter === 3) p = (a + b) >> 1;
      else if (filter === 4) {
        const q = a + b - c, pa = Math.abs(q - a), pb = Math.abs(q - b), pc = Math.abs(q - c);
        p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + p) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) px[(y * width + x) * 4 + k] = line[x * channels + k];
      px[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
    }
    prev = line;
  }
  return { width, height, px };
}

// How many colours a screenshot holds.
export const colours = (img) => {
  const seen = new Set();
  for (let i = 0; i < img.px.length; i += 4) seen.add(img.px.readUInt32BE(i));
  return seen.size;
};
// The share of pixels that differ between two screenshots.
export const changed = (a, b) => {
  // A screen of another size (presenter view went full screen) is all changed.
  if (a.width !== b.width || a.height !== b.height) return 1;
  let n = 0;
  for (let i = 0; i < a.px.length; i += 4) if (a.px.readUInt32BE(i) !== b.px.readUInt32BE(i)) n++;
  return n / (a.px.length / 4);
};
