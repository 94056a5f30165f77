// The playground page: sends the expression to the WebAssembly module (layout_playground.wasm,
// built by playground/build.sh) and shows the answer. The expression is kept in the address
// (#expr=...), so a copied link shows the same thing.
"use strict";

let wasm = null;
let lastAnswer = null;

async function load() {
  const bytes = await (await fetch("layout_playground.wasm")).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  wasm = instance.exports;
}

// Calls the module: the expression goes in as UTF-8, the answer comes back as JSON.
function respond(expr) {
  const input = new TextEncoder().encode(expr);
  const ptr = wasm.alloc(input.length);
  new Uint8Array(wasm.memory.buffer, ptr, input.length).set(input);
  const len = wasm.respond(ptr, input.length);
  wasm.dealloc(ptr, input.length);
  const out = new Uint8Array(wasm.memory.buffer, wasm.answer_ptr(), len);
  return JSON.parse(new TextDecoder().decode(out));
}

function exprFromUrl() {
  const hash = window.location.hash;
  if (!hash.startsWith("#expr=")) return null;
  try {
    return decodeURIComponent(hash.slice(6));
  } catch (e) {
    return null;
  }
}

function show(expr) {
  const a = respond(expr);
  lastAnswer = a;
  document.getElementById("result").textContent = a.result || "";
  document.getElementById("error").textContent = a.error ? "error: " + a.error : "";
  document.getElementById("note").textContent = a.note || "";
  document.getElementById("table").textContent = a.table || "";
  document.getElementById("explanation").textContent = a.explanation || "";
  document.getElementById("picture").innerHTML = a.svg || "";
  document.getElementById("cell-info").textContent = a.svg
    ? "Click a cell to see its coordinate and what it holds."
    : "";
  document.body.dataset.state = a.error ? "error" : "ok";
}

// The cell under a click: the SVG puts cell (m, n) at ((n + 1) * s, (m + 1) * s).
function onPictureClick(event) {
  const svg = document.querySelector("#picture svg");
  if (!svg) return;
  const s = Number(svg.dataset.cellSize);
  const p = svg.createSVGPoint();
  p.x = event.clientX;
  p.y = event.clientY;
  const at = p.matrixTransform(svg.getScreenCTM().inverse());
  const m = Math.floor(at.y / s) - 1;
  const n = Math.floor(at.x / s) - 1;
  if (m < 0 || n < 0 || m >= Number(svg.dataset.rows) || n >= Number(svg.dataset.cols)) return;
  const labels = [];
  for (const t of svg.querySelectorAll("g[font-size='8'] text")) {
    const x = Number(t.getAttribute("x"));
    const y = Number(t.getAttribute("y"));
    if (Math.floor(x / s) - 1 === n && Math.floor(y / s) - 1 === m) labels.push(t.textContent);
  }
  const what = labels.length === 0 ? "no thread reaches it"
    : labels.length === 1 ? "index " + labels[0]
    : labels.join(" ");
  document.getElementById("cell-info").textContent = `cell (${m},${n}): ${what}`;
}

function submit(event) {
  if (event) event.preventDefault();
  const expr = document.getElementById("expr").value;
  history.replaceState(null, "", "#expr=" + encodeURIComponent(expr));
  show(expr);
}

async function main() {
  await load();
  document.getElementById("form").addEventListener("submit", submit);
  document.getElementById("picture").addEventListener("click", onPictureClick);
  window.addEventListener("hashchange", () => {
    const expr = exprFromUrl();
    if (expr !== null) {
      document.getElementById("expr").value = expr;
      show(expr);
    }
  });
  const expr = exprFromUrl();
  if (expr !== null) {
    document.getElementById("expr").value = expr;
    show(expr);
  }
  document.body.dataset.ready = "yes";
}

main().catch((e) => {
  document.getElementById("error").textContent = "error: cannot start the playground: " + e;
});
