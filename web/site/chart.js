// The course-table chart: inferences against N on a log scale, one
// colour per strategy, goprolog's counts solid with dots, the 2001
// figures dashed with open squares. The same picture as
// examples/course/coursetable -svg (svg.go), drawn here as rows arrive.
"use strict";

const chartColors = { GAT: "#d62728", GTP: "#ff7f0e", GCP: "#8c564b", RD: "#1f77b4", RDC: "#2ca02c", RDH: "#9467bd" };
const chartOrder = ["GAT", "GTP", "GCP", "RD", "RDC", "RDH"];

function svgEl(name, attrs, text) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

// drawChart returns an SVG element plotting rows
// ({program, n, inferences, published}).
function drawChart(rows) {
  const W = 640, H = 420, L = 80, R = 520, T = 40, B = 370;
  const svg = svgEl("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, "font-family": "sans-serif", "font-size": 12 });
  svg.appendChild(svgEl("text", { x: L, y: 24, "font-size": 14 }, "N-queens: inferences against N (log scale)"));
  const ok = rows.filter((r) => r.inferences > 0);
  const ns = ok.map((r) => r.n);
  const minN = Math.min(4, ...ns), maxN = Math.max(8, ...ns);
  const vals = ok.flatMap((r) => (r.published > 0 ? [r.inferences, r.published] : [r.inferences]));
  const lo = vals.length ? Math.floor(Math.log10(Math.min(...vals))) : 2;
  let hi = vals.length ? Math.ceil(Math.log10(Math.max(...vals))) : 7;
  if (hi <= lo) hi = lo + 1;
  const x = (n) => L + ((n - minN) * (R - L)) / (maxN - minN);
  const y = (v) => B - ((Math.log10(v) - lo) * (B - T)) / (hi - lo);
  for (let d = lo; d <= hi; d++) {
    svg.appendChild(svgEl("line", { x1: L, x2: R, y1: y(10 ** d), y2: y(10 ** d), stroke: "#ddd" }));
    svg.appendChild(svgEl("text", { x: L - 6, y: y(10 ** d) + 4, "text-anchor": "end" }, "10" + String(d).replace(/\d/g, (c) => "⁰¹²³⁴⁵⁶⁷⁸⁹"[c])));
  }
  for (let n = minN; n <= maxN; n++) {
    svg.appendChild(svgEl("text", { x: x(n), y: B + 18, "text-anchor": "middle" }, String(n)));
  }
  svg.appendChild(svgEl("line", { x1: L, x2: R, y1: B, y2: B, stroke: "black" }));
  svg.appendChild(svgEl("line", { x1: L, x2: L, y1: T, y2: B, stroke: "black" }));
  svg.appendChild(svgEl("text", { x: (L + R) / 2, y: H - 12, "text-anchor": "middle" }, "N (board size)"));
  let li = 0;
  for (const p of chartOrder) {
    const mine = ok.filter((r) => r.program === p).sort((a, b) => a.n - b.n);
    if (!mine.length) continue;
    const color = chartColors[p];
    const g = svgEl("g", { class: "series", "data-program": p, stroke: color, fill: "none" });
    const line = (pts, dash) => g.appendChild(svgEl("polyline", {
      points: pts.map(([a, b]) => `${a},${b}`).join(" "), "stroke-width": dash ? 1.5 : 2, ...(dash ? { "stroke-dasharray": "5,4" } : {}),
    }));
    line(mine.map((r) => [x(r.n), y(r.inferences)]), false);
    const pub = mine.filter((r) => r.published > 0);
    if (pub.length) line(pub.map((r) => [x(r.n), y(r.published)]), true);
    for (const r of mine) g.appendChild(svgEl("circle", { cx: x(r.n), cy: y(r.inferences), r: 3, fill: color }));
    for (const r of pub) g.appendChild(svgEl("rect", { x: x(r.n) - 3, y: y(r.published) - 3, width: 6, height: 6 }));
    svg.appendChild(g);
    const leg = svgEl("g", { transform: `translate(540,${60 + li * 20})` });
    leg.appendChild(svgEl("line", { x1: 0, x2: 24, y1: 0, y2: 0, stroke: color, "stroke-width": 2 }));
    leg.appendChild(svgEl("text", { x: 30, y: 4 }, p + (p === "GCP" ? " (first)" : "")));
    svg.appendChild(leg);
    li++;
  }
  const key = svgEl("g", { transform: `translate(540,${60 + li * 20})`, "font-size": 11 });
  key.appendChild(svgEl("line", { x1: 0, x2: 24, y1: 6, y2: 6, stroke: "black", "stroke-width": 2 }));
  key.appendChild(svgEl("text", { x: 30, y: 10 }, "goprolog"));
  key.appendChild(svgEl("line", { x1: 0, x2: 24, y1: 24, y2: 24, stroke: "black", "stroke-dasharray": "5,4" }));
  key.appendChild(svgEl("text", { x: 30, y: 28 }, "2001"));
  svg.appendChild(key);
  return svg;
}
