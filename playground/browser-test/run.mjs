// Drives the pictures and the playground in headless Chromium (playwright-core, the system's
// chromium; nothing is downloaded):
//  - pictures made by `layout-cli --svg` (a layout, a TV layout, a bank colouring, a 128x256 TV
//    layout) open in the browser, are saved as PNG, and every cell's pixels have the colour
//    its <rect> says;
//  - the playground, served from a local folder, shows for a typed expression the same result,
//    table and SVG as layout-cli; a click on a cell names its coordinate and index; the address
//    reproduces the page.
// Usage: node run.mjs LAYOUT_CLI [OUT_DIR]. Prints "N passed, N failed"; exit status 1 on a
// failure.
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { join, dirname, extname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const web = resolve(here, "../web");
const cli = resolve(process.argv[2] || "target/debug/layout-cli");
const out = resolve(process.argv[3] || join(here, "out"));
mkdirSync(out, { recursive: true });
const browserPath = process.env.CHROMIUM || "/usr/bin/chromium";

let passed = 0;
let failed = 0;
async function check(name, body) {
  try {
    await body();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (e) {
    failed += 1;
    console.log(`FAIL ${name}: ${e && e.stack ? e.stack : e}`);
  }
}
function assertEq(actual, expected, what) {
  if (actual !== expected) {
    throw new Error(`${what}:\n  got      ${JSON.stringify(actual).slice(0, 400)}\n  expected ${JSON.stringify(expected).slice(0, 400)}`);
  }
}
function layoutCli(...args) {
  try {
    return execFileSync(cli, args, { encoding: "utf8" });
  } catch (e) {
    return e.stdout; // errors print on stdout with exit status 2
  }
}

// The cells of an SVG made by the renderer: rect position and fill.
function rects(svg) {
  const cells = [];
  for (const m of svg.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)" height="\d+" fill="rgb\((\d+),(\d+),(\d+)\)"\/>/g)) {
    cells.push({ x: +m[1], y: +m[2], s: +m[3], rgb: [+m[4], +m[5], +m[6]] });
  }
  return cells;
}

// Renders an SVG text to a canvas in the page and returns how many cells have a pixel (2,2)
// inside their top-left corner that differs from their fill.
async function wrongPixels(page, svg, png) {
  const cells = rects(svg);
  await page.goto("about:blank");
  const src = "data:image/svg+xml;base64," + Buffer.from(svg).toString("base64");
  await page.setContent(`<!doctype html><html><body style="margin:0"><img id="pic" src="${src}"></body></html>`);
  await page.evaluate(() => document.getElementById("pic").decode());
  if (png) await page.locator("#pic").screenshot({ path: png });
  return page.evaluate(async (cells) => {
    const img = document.getElementById("pic");
    const c = document.createElement("canvas");
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const g = c.getContext("2d");
    g.drawImage(img, 0, 0);
    const data = g.getImageData(0, 0, c.width, c.height).data;
    let wrong = 0;
    for (const cell of cells) {
      const k = ((cell.y + 2) * c.width + (cell.x + 2)) * 4;
      const ok = [0, 1, 2].every((i) => Math.abs(data[k + i] - cell.rgb[i]) <= 2);
      if (!ok) wrong += 1;
    }
    return { wrong, total: cells.length };
  }, cells);
}

function serve(root) {
  const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
  const server = createServer((req, res) => {
    const path = new URL(req.url, "http://localhost").pathname;
    const file = join(root, path === "/" ? "index.html" : path.slice(1));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": types[extname(file)] || "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 900, height: 900 } });

const pictures = {
  layout: "logical_divide(make_layout((_8,_8)), (_4:_1,_2:_1))",
  tv: "print_latex_tv(make_layout_tv(make_ordered_layout((_4,_8),(_1,_0)), make_layout((_2,_2))))",
  banks: "print_latex(make_layout((_16,_32),LayoutRight), bank_color(4))",
  tv_128x256: "print_latex_tv(make_layout_tv(make_layout((_32,_8)), make_layout((_4,_32))))",
};
for (const [name, expr] of Object.entries(pictures)) {
  await check(`picture ${name} opens, is saved as PNG, and its cells have their colours`, async () => {
    const file = join(out, `${name}.svg`);
    const msg = layoutCli("--svg", file, expr);
    assertEq(msg, "", "layout-cli --svg output");
    const svg = readFileSync(file, "utf8");
    await page.goto(pathToFileURL(file).href);
    const drawn = await page.evaluate(() => document.querySelectorAll("rect").length);
    assertEq(drawn, rects(svg).length, "rects in the browser's DOM");
    const png = name === "tv_128x256" ? null : join(out, `${name}.png`);
    const { wrong, total } = await wrongPixels(page, svg, png);
    if (png) assertEq(readFileSync(png).subarray(1, 4).toString(), "PNG", "PNG signature");
    assertEq(wrong, 0, `cells whose pixels differ from their fill (of ${total})`);
  });
}

const server = await serve(web);
const base = `http://127.0.0.1:${server.address().port}/`;
const expr = "logical_divide((_8,_8):(_1,_8), (_2,_4))";

await check("the playground shows the result, table and SVG of layout-cli", async () => {
  await page.goto(base);
  await page.waitForSelector("body[data-ready=yes]");
  await page.fill("#expr", expr);
  await page.press("#expr", "Enter");
  await page.waitForSelector("#picture svg");
  assertEq(await page.textContent("#result"), layoutCli(expr).trimEnd(), "result");
  assertEq(await page.textContent("#table"), layoutCli("--format", "ascii", expr).trimEnd(), "table");
  const cliSvg = layoutCli("--format", "svg", expr);
  assertEq(await page.evaluate(() => lastAnswer.svg), cliSvg, "SVG text");
  assertEq(await page.locator("#picture svg rect").count(), 64, "cells in the page");
  assertEq(await page.locator("#picture svg g[font-size='8'] text").count(), 64, "labels in the page");
});

await check("a click on a cell names its coordinate and index", async () => {
  const s = await page.evaluate(() => Number(document.querySelector("#picture svg").dataset.cellSize));
  const box = await page.locator(`#picture rect[x="${3 * s}"][y="${2 * s}"]`).boundingBox();
  await page.mouse.click(box.x + 3, box.y + 3);
  const layout = layoutCli(expr).trim();
  const idx = layoutCli(`eval(${layout},(1,2))`).trim();
  assertEq(await page.textContent("#cell-info"), `cell (1,2): index ${idx}`, "cell info");
});

await check("the address reproduces the page", async () => {
  const url = page.url();
  if (!url.includes("#expr=")) throw new Error(`no expression in ${url}`);
  const other = await browser.newPage();
  await other.goto(url);
  await other.waitForSelector("#picture svg");
  assertEq(await other.inputValue("#expr"), expr, "expression");
  assertEq(await other.textContent("#result"), layoutCli(expr).trimEnd(), "result");
  await other.close();
});

await check("a TV layout and an error in the playground", async () => {
  const tv = pictures.tv;
  await page.goto(base + "#expr=" + encodeURIComponent(tv));
  await page.waitForSelector("#picture svg");
  assertEq(await page.evaluate(() => lastAnswer.svg), layoutCli("--format", "svg", tv), "TV SVG text");
  assertEq(await page.textContent("#table"), layoutCli("--format", "ascii", tv).trimEnd(), "TV table");
  await page.fill("#expr", "make_layout((_2,_4)");
  await page.press("#expr", "Enter");
  await page.waitForSelector("body[data-state=error]");
  assertEq(await page.textContent("#error"), layoutCli("make_layout((_2,_4)").trimEnd(), "error");
});

await browser.close();
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
