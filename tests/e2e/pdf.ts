import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';

// pdf.js is the services' (their tests read PDFs with it); the browser loads it from there.
const PDFJS = path.join(
  path.dirname(
    createRequire(path.resolve('packages/services/package.json')).resolve('pdfjs-dist/package.json'),
  ),
  'build',
);

/**
 * Renders a PDF's first page in Chromium with pdf.js, on a page of its own outside the product, and
 * reads it: the page as a PNG, how much of it is ink (share of non-white pixels) and its text.
 */
export async function renderFirstPage(browser: Browser, pdf: Buffer) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('http://pdf.local/**', (route) => {
    const name = new URL(route.request().url()).pathname;
    if (name === '/')
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><canvas id="c"></canvas>' });
    if (name === '/doc.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
    return route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(path.join(PDFJS, path.basename(name))),
    });
  });
  await page.goto('http://pdf.local/');
  const read = await page.evaluate(async () => {
    type Pdfjs = {
      GlobalWorkerOptions: { workerSrc: string };
      getDocument: (url: string) => { promise: Promise<{ getPage: (n: number) => Promise<PdfPage> }> };
    };
    type PdfPage = {
      getViewport: (o: { scale: number }) => { width: number; height: number };
      render: (o: object) => { promise: Promise<void> };
      getTextContent: () => Promise<{ items: { str?: string }[] }>;
    };
    const src = '/pdf.mjs';
    const pdfjs = (await import(src)) as Pdfjs;
    pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
    const first = await (await pdfjs.getDocument('/doc.pdf').promise).getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = document.getElementById('c') as HTMLCanvasElement;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await first.render({ canvasContext: ctx, viewport }).promise;
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200) ink++;
    const text = (await first.getTextContent()).items.map((i) => i.str ?? '').join(' ');
    return { ink: ink / (pixels.length / 4), text };
  });
  const image = await page.locator('#c').screenshot();
  await context.close();
  return { image, ...read };
}

/**
 * Downloads the document of `page`'s PDF button and renders its first page (renderFirstPage): the
 * image kept as the screenshot `name`, checked to show ink.
 */
export async function downloadPdf(page: Page, browser: Browser, name: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  const rendered = await renderFirstPage(browser, await readFile(await (await download).path()));
  mkdirSync('tests/.artifacts/screenshots', { recursive: true });
  writeFileSync(`tests/.artifacts/screenshots/${name}.png`, rendered.image);
  expect(rendered.ink).toBeGreaterThan(0.005);
  return rendered;
}
