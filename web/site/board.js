// N-queens placements in answer text, drawn as boards. The course writes
// a placement as [(X,Y),...], as [d(K,[C]),...] (RD, RDC) or
// [d(_,K,[C]),...] (RDH), with rows and columns from 0; other programs
// write a list of columns, from 1 or 0. Any list of N such elements
// (4 <= N <= 32) that puts one queen in each row and each column counts.
"use strict";

// splitTop splits s at the commas outside brackets and parentheses.
function splitTop(s) {
  const parts = [];
  let depth = 0, start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) { parts.push(s.slice(start, i)); start = i + 1; }
  }
  parts.push(s.slice(start));
  return parts;
}

// placement returns the queens [[row, col], ...] a list's elements
// describe, or null.
function placement(elems) {
  const qs = [];
  for (let i = 0; i < elems.length; i++) {
    const e = elems[i].replace(/\s+/g, "");
    let m;
    if ((m = /^\((\d+),(\d+)\)$/.exec(e))) qs.push([+m[1], +m[2]]);
    else if ((m = /^d\((\d+),\[(\d+)\]\)$/.exec(e))) qs.push([+m[1], +m[2]]);
    else if ((m = /^d\(\d+,(\d+),\[(\d+)\]\)$/.exec(e))) qs.push([+m[1], +m[2]]);
    else if ((m = /^(\d+)$/.exec(e))) qs.push([i, +m[1]]);
    else return null;
  }
  const n = qs.length;
  if (n < 4 || n > 32) return null;
  // Rows of a list of columns are its positions, from 0; its columns
  // may count from 1.
  const base = (k) => Math.min(...qs.map((q) => q[k]));
  const rb = base(0), cb = base(1);
  if (rb > 1 || cb > 1) return null;
  const rows = new Set(), cols = new Set();
  for (const [r, c] of qs) {
    if (r - rb >= n || c - cb >= n) return null;
    rows.add(r - rb); cols.add(c - cb);
  }
  if (rows.size !== n || cols.size !== n) return null;
  return qs.map(([r, c]) => [r - rb, c - cb]);
}

// findPlacements returns every placement written in text.
function findPlacements(text) {
  const found = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== "[") continue;
    let depth = 0, j = i;
    for (; j < text.length; j++) {
      if (text[j] === "[") depth++;
      else if (text[j] === "]" && --depth === 0) break;
    }
    if (j >= text.length) break;
    const qs = placement(splitTop(text.slice(i + 1, j)));
    if (qs) { found.push(qs); i = j; }
  }
  return found;
}

// drawBoard returns a chessboard element with the queens on it.
function drawBoard(qs) {
  const n = qs.length;
  const b = document.createElement("div");
  b.className = "board";
  b.dataset.n = n;
  b.style.gridTemplateColumns = `repeat(${n}, auto)`;
  const at = new Set(qs.map(([r, c]) => r * n + c));
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const sq = document.createElement("div");
      sq.className = "sq " + ((r + c) % 2 ? "dark" : "light") + (at.has(r * n + c) ? " queen" : "");
      b.appendChild(sq);
    }
  }
  return b;
}

if (typeof module !== "undefined") module.exports = { findPlacements, placement, splitTop };
