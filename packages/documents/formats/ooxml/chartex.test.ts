/**
 * Office 2016 charts (chartEx, `cx:chartSpace`, [MS-ODRAWXML] 2.24) in Word, PowerPoint and Excel: the
 * corpus has none, so a funnel chart is crafted after the schema and what Excel writes (a title as
 * `cx:txData`/`cx:v` repeated in its `cx:txPr` runs, categories as `cx:pt` text of a `cx:strDim`, series
 * names with the cell they mirror in `cx:f`) and added to real files. Outputs are read back by saxes (the
 * chart) and LibreOffice (the embedded workbook; LibreOffice 7.4 does not draw chartEx, it opens the
 * document around it).
 */
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { accent } from '../../pseudo';
import { corpusFile } from '../../testing/corpus.harness';
import { cellAt, libreOfficeSheets } from '../../testing/libreoffice-sheets.harness';
import { libreOfficeText } from '../../testing/libreoffice.harness';
import { expectAllTranslated, expectPackageIntact, roundTrip } from '../../testing/round-trip.harness';
import { unitText } from '../../types';

const CX = 'http://schemas.microsoft.com/office/drawing/2014/chartex';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CHART_EX_TYPE = 'http://schemas.microsoft.com/office/2014/relationships/chartEx';

const points = (labels: readonly string[]) =>
  `<cx:lvl ptCount="${labels.length}">${labels.map((l, i) => `<cx:pt idx="${i}">${l}</cx:pt>`).join('')}</cx:lvl>`;

/** A funnel chart: a title, an axis title, two series, categories mirroring `categories.formula` and literal ones. */
function chartEx(categories: { formula: string; labels: string[] }, seriesName: { formula: string; text: string }) {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cx:chartSpace xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:cx="${CX}">` +
    '<cx:chartData><cx:externalData r:id="rId1" cx:autoUpdate="0"/>' +
    `<cx:data id="0"><cx:strDim type="cat"><cx:f>${categories.formula}</cx:f>${points(categories.labels)}</cx:strDim>` +
    `<cx:numDim type="val"><cx:f>Sheet1!$B$2:$B$5</cx:f><cx:lvl ptCount="2" formatCode="General"><cx:pt idx="0">8.2</cx:pt><cx:pt idx="1">3.2</cx:pt></cx:lvl></cx:numDim></cx:data>` +
    `<cx:data id="1"><cx:strDim type="cat">${points([categories.labels[0] ?? '', 'Other &amp; rest'])}</cx:strDim>` +
    '<cx:strDim type="colorStr"><cx:lvl ptCount="1"><cx:pt idx="0">FF0000</cx:pt></cx:lvl></cx:strDim>' +
    '<cx:numDim type="val"><cx:lvl ptCount="2" formatCode="General"><cx:pt idx="0">1</cx:pt><cx:pt idx="1">2</cx:pt></cx:lvl></cx:numDim></cx:data>' +
    '</cx:chartData><cx:chart>' +
    '<cx:title pos="t" align="ctr" overlay="0"><cx:tx><cx:txData><cx:v>Sales funnel</cx:v></cx:txData></cx:tx>' +
    '<cx:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr algn="ctr"><a:defRPr/></a:pPr><a:r><a:rPr lang="en-US"/><a:t>Sales funnel</a:t></a:r></a:p></cx:txPr></cx:title>' +
    '<cx:plotArea><cx:plotAreaRegion>' +
    `<cx:series layoutId="funnel" uniqueId="{00000000-0000-0000-0000-000000000001}"><cx:tx><cx:txData><cx:f>${seriesName.formula}</cx:f><cx:v>${seriesName.text}</cx:v></cx:txData></cx:tx>` +
    '<cx:dataLabels pos="inEnd"><cx:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr/></a:pPr><a:endParaRPr lang="en-US"/></a:p></cx:txPr><cx:visibility seriesName="0" categoryName="0" value="1"/></cx:dataLabels><cx:dataId val="0"/></cx:series>' +
    '<cx:series layoutId="funnel" uniqueId="{00000000-0000-0000-0000-000000000002}"><cx:tx><cx:txData><cx:v>Plan</cx:v></cx:txData></cx:tx><cx:dataId val="1"/></cx:series>' +
    '</cx:plotAreaRegion><cx:axis id="0"><cx:catScaling gapWidth="0.06"/>' +
    '<cx:title><cx:tx><cx:rich><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>Stage</a:t></a:r></a:p></cx:rich></cx:tx></cx:title><cx:tickLabels/></cx:axis>' +
    '</cx:plotArea></cx:chart></cx:chartSpace>'
  );
}

/** What a reader sees in the chart: category labels per data block, series names, the title twice, the axis title. */
function readChart(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const stack: string[] = [];
  const seen = { categories: [] as string[][], names: [] as string[], title: [] as string[], axis: [] as string[] };
  let text: string | null = null;
  let dimension = '';
  parser.on('opentag', (tag) => {
    stack.push(tag.local);
    if (tag.local === 'strDim') dimension = tag.attributes.type?.value ?? '';
    if (tag.local === 'strDim' && dimension === 'cat') seen.categories.push([]);
    if (tag.local === 'v' || tag.local === 't' || tag.local === 'pt') text = '';
  });
  parser.on('text', (t) => {
    if (text !== null) text += t;
  });
  parser.on('closetag', (tag) => {
    if (text !== null && tag.local === 'pt' && stack.includes('strDim') && dimension === 'cat')
      seen.categories.at(-1)?.push(text);
    if (text !== null && tag.local === 'v' && stack.includes('series')) seen.names.push(text);
    if (text !== null && stack.includes('title')) (stack.includes('axis') ? seen.axis : seen.title).push(text);
    if (tag.local === 'v' || tag.local === 't' || tag.local === 'pt') text = null;
    stack.pop();
  });
  parser.write(xml).close();
  return seen;
}

async function withChartEx(
  file: Uint8Array,
  at: { owner: string; target: string; chart: string; workbook?: { from: Uint8Array; part: string } },
  xml: string,
  body?: { part: string; edit: (xml: string) => string },
): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(file);
  zip.file(at.chart, xml);
  const chartRels = at.chart.replace(/([^/]+)$/, '_rels/$1.rels');
  const workbookRel = at.workbook
    ? `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/package" Target="../embeddings/${at.workbook.part.split('/').pop() ?? ''}"/>`
    : '';
  zip.file(
    chartRels,
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}">${workbookRel}</Relationships>`,
  );
  if (at.workbook && !zip.file(at.workbook.part)) zip.file(at.workbook.part, at.workbook.from);
  const rels = (await zip.file(at.owner)?.async('string')) ?? '';
  zip.file(
    at.owner,
    rels.replace(
      '</Relationships>',
      `<Relationship Id="rIdCx1" Type="${CHART_EX_TYPE}" Target="${at.target}"/></Relationships>`,
    ),
  );
  const types = (await zip.file('[Content_Types].xml')?.async('string')) ?? '';
  const xlsxDefault = /Extension="xlsx"/.test(types)
    ? ''
    : '<Default Extension="xlsx" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"/>';
  zip.file(
    '[Content_Types].xml',
    types.replace(
      '</Types>',
      `<Override PartName="/${at.chart}" ContentType="application/vnd.ms-office.chartex+xml"/>${xlsxDefault}</Types>`,
    ),
  );
  if (body) zip.file(body.part, body.edit((await zip.file(body.part)?.async('string')) ?? ''));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

async function text(zip: Uint8Array, name: string): Promise<string> {
  const file = (await JSZip.loadAsync(zip)).file(name);
  if (!file) throw new Error(`No ${name}`);
  return file.async('string');
}

async function sheetOf(zip: Uint8Array, name: string): Promise<string[][]> {
  const file = (await JSZip.loadAsync(zip)).file(name);
  const bytes = (await file?.async('uint8array')) ?? new Uint8Array();
  return (
    libreOfficeSheets([{ name: 'chart.xlsx', bytes }])
      .get('chart.xlsx')
      ?.get('Sheet1') ?? []
  );
}

const PPTX = 'pptx/okapi_1009-1_comment_notes_table.pptx';
const EMBEDDED = 'ppt/embeddings/Microsoft_Excel_Worksheet1.xlsx';
/** The embedded workbook's cells (as the DrawingML chart of the same file caches them). */
const WORKBOOK = { categories: { formula: 'Sheet1!$A$2:$A$5', labels: ['1st', '2nd', '3rd', '4th'] } };
const SERIES = { formula: 'Sheet1!$B$1', text: 'Chart' };

const chartRun =
  '<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice xmlns:cx1="http://schemas.microsoft.com/office/drawing/2015/9/8/chartex" Requires="cx1"><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="5486400" cy="3200400"/><wp:docPr id="901" name="Chart 1"/>' +
  `<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="${CX}"><cx:chart xmlns:cx="${CX}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rIdCx1"/></a:graphicData></a:graphic></wp:inline></w:drawing></mc:Choice><mc:Fallback/></mc:AlternateContent></w:r></w:p>`;

describe('chartEx charts', () => {
  it(
    'Word: title, axis title, series names and categories, each once; the title’s two copies, every cache and the workbook agree',
    { timeout: 300_000 },
    async () => {
      const workbook = await (await JSZip.loadAsync(corpusFile(PPTX))).file(EMBEDDED)?.async('uint8array');
      const bytes = await withChartEx(
        corpusFile('docx/okapi_TextBoxes.docx'),
        {
          owner: 'word/_rels/document.xml.rels',
          target: 'charts/chartEx1.xml',
          chart: 'word/charts/chartEx1.xml',
          workbook: { from: workbook ?? new Uint8Array(), part: 'word/embeddings/Microsoft_Excel_Worksheet1.xlsx' },
        },
        chartEx(WORKBOOK.categories, SERIES),
        { part: 'word/document.xml', edit: (xml) => xml.replace(/(<w:body>)/, `$1${chartRun}`) },
      );
      const run = roundTrip('chartex.docx', bytes);
      expectAllTranslated(run);
      const units = run.source.filter((u) => u.group === 'Chart 1');
      // Each unit as `place in word/charts/chartEx1.xml · label: text`.
      expect(units.map((u) => `${u.id.replace('word/charts/chartEx1.xml#', '')} · ${u.label}: ${unitText(u)}`)).toEqual(
        [
          'title2/p1 · Axis title · ¶ 1: Stage',
          'v1 · Category 1: 1st',
          'v2 · Category 2: 2nd',
          'v3 · Category 3: 3rd',
          'v4 · Category 4: 4th',
          'v5 · Category 5: Other & rest',
          'v6 · Title 1: Sales funnel',
          'v7 · Series name 1: Chart',
          'v8 · Series name 2: Plan',
        ],
      );
      await expectPackageIntact(bytes, run.translated);
      const chart = readChart(await text(run.translated, 'word/charts/chartEx1.xml'));
      expect(chart.title).toEqual([`[de-DE] ${accent('Sales funnel')}`, `[de-DE] ${accent('Sales funnel')}`]);
      expect(chart.axis).toEqual([`[de-DE] ${accent('Stage')}`]);
      // The first label of the second data block is the same unit as the first category.
      expect(chart.categories[1]).toEqual([chart.categories[0]?.[0], `[de-DE] ${accent('Other & rest')}`]);
      const sheet = await sheetOf(run.translated, 'word/embeddings/Microsoft_Excel_Worksheet1.xlsx');
      expect(chart.categories[0]).toEqual(['A2', 'A3', 'A4', 'A5'].map((a) => cellAt(sheet, a)));
      expect(chart.names).toEqual([cellAt(sheet, 'B1'), `[de-DE] ${accent('Plan')}`]);
      expect(chart.names[0]).toMatch(/^\[de-DE\] /);
      // The colours of the second data block are not text to translate.
      expect(await text(run.translated, 'word/charts/chartEx1.xml')).toContain('<cx:pt idx="0">FF0000</cx:pt>');
      expect(libreOfficeText([{ name: 'chartex.docx', bytes: run.translated }]).get('chartex.docx')).toContain(
        '[de-DE]',
      );
    },
  );

  it(
    'PowerPoint: reached through the slide, its workbook shared with the slide’s other chart',
    { timeout: 300_000 },
    async () => {
      const bytes = await withChartEx(
        corpusFile(PPTX),
        {
          owner: 'ppt/slides/_rels/slide1.xml.rels',
          target: '../charts/chartEx1.xml',
          chart: 'ppt/charts/chartEx1.xml',
          workbook: { from: new Uint8Array(), part: EMBEDDED },
        },
        chartEx(WORKBOOK.categories, SERIES),
      );
      const run = roundTrip('chartex.pptx', bytes);
      expectAllTranslated(run);
      expect(run.source.filter((u) => u.id.startsWith('ppt/charts/chartEx1.xml')).map((u) => u.group)).toEqual(
        Array.from({ length: 9 }, () => 'Slide 1 · Chart 2'),
      );
      const chart = readChart(await text(run.translated, 'ppt/charts/chartEx1.xml'));
      const sheet = await sheetOf(run.translated, EMBEDDED);
      expect(chart.categories[0]).toEqual(['A2', 'A3', 'A4', 'A5'].map((a) => cellAt(sheet, a)));
      expect(chart.names[0]).toBe(cellAt(sheet, 'B1'));
    },
  );

  it(
    'Excel: reached through a sheet’s drawing; labels of cells take the cells’ translation, the sheet’s new name in cx:f',
    { timeout: 300_000 },
    async () => {
      const path = 'xlsx/poi_45544_multisheet_richtext.xlsx';
      const bytes = await withChartEx(
        corpusFile(path),
        {
          owner: 'xl/drawings/_rels/drawing1.xml.rels',
          target: '../charts/chartEx1.xml',
          chart: 'xl/charts/chartEx1.xml',
        },
        chartEx(
          { formula: "'Hires by Function'!$A$9", labels: ['Business Development'] },
          { formula: "'Hires by Location'!$A$9", text: 'United States' },
        ),
      );
      const run = roundTrip('chartex.xlsx', bytes);
      expectAllTranslated(run);
      const units = run.source.filter((u) => u.id.startsWith('xl/charts/chartEx1.xml'));
      // The labels mirroring cells are the cells' units, not the chart's.
      expect(units.map((u) => [u.label, unitText(u)])).toEqual([
        ['Axis title · ¶ 1', 'Stage'],
        // The second data block's literal label of the same text is the chart's own.
        ['Category 1', 'Business Development'],
        ['Category 2', 'Other & rest'],
        ['Title 1', 'Sales funnel'],
        ['Series name 1', 'Plan'],
      ]);
      /** The translation of the cell's unit (found in the source by sheet and address). */
      const cell = (label: string, group: string) => {
        const id = run.source.find((u) => u.label === label && u.group === group)?.id;
        return unitText(run.target.find((u) => u.id === id) ?? { parts: [] });
      };
      const xml = await text(run.translated, 'xl/charts/chartEx1.xml');
      const chart = readChart(xml);
      expect(chart.categories[0]).toEqual([cell('A9', 'Hires by Function')]);
      expect(chart.names[0]).toBe(cell('A9', 'Hires by Location'));
      expect(chart.names[0]).toMatch(/^\[de-DE\] /);
      // The sheets are renamed (their names are units): the chart's formulas follow.
      expect(xml).toContain(`<cx:f>'(de-DE) ${accent('Hires by Function')}'!$A$9</cx:f>`);
      expect(xml).toContain(`<cx:f>'(de-DE) ${accent('Hires by Location')}'!$A$9</cx:f>`);
    },
  );
});
