/**
 * Charts in Excel, PowerPoint and Word: titles, axis titles, series names and category labels are
 * translated, each label once however many series cache it, and what the chart shows agrees with the
 * cells it mirrors (Excel's own cells, the embedded workbook of a Word or PowerPoint chart). Outputs are
 * read back by saxes (the chart's caches) and LibreOffice (the cells).
 */
import JSZip from 'jszip';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../registry';
import { corpusFile } from '../../testing/corpus.harness';
import { cellAt, libreOfficeSheets } from '../../testing/libreoffice-sheets.harness';
import { libreOfficeText } from '../../testing/libreoffice.harness';
import { expectAllTranslated, expectPackageIntact, roundTrip } from '../../testing/round-trip.harness';
import { unitText } from '../../types';

/** A chart's cached labels by where they are (`cat`, `tx` of a series), as saxes reads them. */
function cachedLabels(xml: string): { categories: string[][]; names: string[] } {
  const parser = new SaxesParser({ xmlns: true });
  const stack: string[] = [];
  const categories: string[][] = [];
  const names: string[] = [];
  let text: string | null = null;
  parser.on('opentag', (tag) => {
    stack.push(tag.local);
    if (tag.local === 'cat') categories.push([]);
    if (tag.local === 'v') text = '';
  });
  parser.on('text', (t) => {
    if (text !== null) text += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'v' && text !== null && stack.includes('strCache')) {
      if (stack.includes('cat')) categories.at(-1)?.push(text);
      else if (stack.includes('tx') && stack.includes('ser')) names.push(text);
    }
    if (tag.local === 'v') text = null;
    stack.pop();
  });
  parser.write(xml).close();
  return { categories, names };
}

async function entry(zip: Uint8Array, name: string): Promise<JSZip.JSZipObject> {
  const file = (await JSZip.loadAsync(zip)).file(name);
  if (!file) throw new Error(`No ${name}`);
  return file;
}

const PPTX = 'pptx/okapi_1009-1_comment_notes_table.pptx';
const EMBEDDED = 'ppt/embeddings/Microsoft_Excel_Worksheet1.xlsx';

/** A Word file with a chart (PowerPoint's, with a title and a second series) and its workbook. */
async function wordWithChart(): Promise<Uint8Array> {
  const pptx = await JSZip.loadAsync(corpusFile(PPTX));
  const chart = ((await pptx.file('ppt/charts/chart1.xml')?.async('string')) ?? '')
    .replace(
      /<c:autoTitleDeleted val="\d"\/>/,
      (autoTitle) => `<c:title>${rich('Sales &amp; costs')}</c:title>${autoTitle}`,
    )
    .replace(/<\/c:ser>/, (end) => `${end}${secondSeries}`)
    .replace(/<c:valAx>(.*?)<c:axPos val="\w"\/>/, (axis) => `${axis}<c:title>${rich('Share')}</c:title>`);
  const docx = await JSZip.loadAsync(corpusFile('docx/okapi_TextBoxes.docx'));
  docx.file('word/charts/chart1.xml', chart);
  docx.file(
    'word/charts/_rels/chart1.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/package" Target="../embeddings/Microsoft_Excel_Worksheet1.xlsx"/></Relationships>',
  );
  docx.file('word/embeddings/Microsoft_Excel_Worksheet1.xlsx', (await pptx.file(EMBEDDED)?.async('uint8array')) ?? '');
  const rels = (await docx.file('word/_rels/document.xml.rels')?.async('string')) ?? '';
  docx.file(
    'word/_rels/document.xml.rels',
    rels.replace(
      '</Relationships>',
      '<Relationship Id="rIdChart1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart" Target="charts/chart1.xml"/></Relationships>',
    ),
  );
  const types = (await docx.file('[Content_Types].xml')?.async('string')) ?? '';
  docx.file(
    '[Content_Types].xml',
    types.replace(
      '</Types>',
      '<Override PartName="/word/charts/chart1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/><Default Extension="xlsx" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"/></Types>',
    ),
  );
  const body = (await docx.file('word/document.xml')?.async('string')) ?? '';
  docx.file('word/document.xml', body.replace(/(<w:body>)/, `$1${chartParagraph}`));
  return docx.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const rich = (text: string) =>
  `<c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>${text}</a:t></a:r></a:p></c:rich></c:tx>`;
const secondSeries =
  '<c:ser><c:idx val="1"/><c:order val="1"/><c:tx><c:strRef><c:f>Sheet1!$C$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>Plan</c:v></c:pt></c:strCache></c:strRef></c:tx>' +
  '<c:cat><c:strRef><c:f>Sheet1!$A$2:$A$5</c:f><c:strCache><c:ptCount val="4"/><c:pt idx="0"><c:v>1st</c:v></c:pt><c:pt idx="1"><c:v>2nd</c:v></c:pt><c:pt idx="2"><c:v>3rd</c:v></c:pt><c:pt idx="3"><c:v>4th</c:v></c:pt></c:strCache></c:strRef></c:cat>' +
  '<c:val><c:numLit><c:ptCount val="4"/><c:pt idx="0"><c:v>1</c:v></c:pt><c:pt idx="1"><c:v>2</c:v></c:pt><c:pt idx="2"><c:v>3</c:v></c:pt><c:pt idx="3"><c:v>4</c:v></c:pt></c:numLit></c:val></c:ser>';
const chartParagraph =
  '<w:p><w:r><w:drawing><wp:inline xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"><wp:extent cx="5486400" cy="3200400"/><wp:docPr id="900" name="Chart 1"/>' +
  '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rIdChart1"/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';

describe('charts', () => {
  it(
    'Excel: a chart’s title is a unit; its cached categories take the translation of the cells they show',
    { timeout: 300_000 },
    async () => {
      const path = 'xlsx/poi_45544_multisheet_richtext.xlsx';
      const run = roundTrip(path, corpusFile(path));
      expectAllTranslated(run);
      const charts = run.source.filter((u) => u.id.startsWith('xl/charts/'));
      expect(charts.map((u) => [u.id, u.group, u.label, unitText(u)])).toEqual([
        ['xl/charts/chart1.xml#title1/p1', 'Top Six Functions · Chart 1', 'Title · ¶ 1', 'Top Six Functions - Intern'],
        [
          'xl/charts/chart2.xml#title1/p1',
          'Top Five Industries · Chart 1',
          'Title · ¶ 1',
          'Top Five Industries - Intern',
        ],
      ]);
      const chart = cachedLabels(await (await entry(run.translated, 'xl/charts/chart1.xml')).async('string'));
      // The sheet is renamed too: its name is a unit.
      const sheetName = run.source.find((u) => u.label === 'Sheet name' && unitText(u) === 'Top Six Functions');
      const renamed = run.target.find((u) => u.id === sheetName?.id);
      expect(renamed && unitText(renamed)).toMatch(/^\(de-DE\) /);
      const sheet =
        libreOfficeSheets([{ name: 'book.xlsx', bytes: run.translated }])
          .get('book.xlsx')
          ?.get(renamed ? unitText(renamed) : '') ?? [];
      // 'Top Six Functions'!$A$8:$A$14, as Calc shows the translated cells.
      const cells = [8, 9, 10, 11, 12, 13, 14].map((row) => cellAt(sheet, `A${row}`));
      expect(cells[0]).toMatch(/^\[de-DE\] /);
      expect(chart.categories).toEqual([cells]);
    },
  );

  it(
    'PowerPoint: series names and categories are units; the embedded workbook’s cells get the same translations',
    { timeout: 300_000 },
    async () => {
      const run = roundTrip(PPTX, corpusFile(PPTX));
      expectAllTranslated(run);
      expect(
        run.source.filter((u) => u.id.startsWith('ppt/charts/')).map((u) => [u.group, u.label, unitText(u)]),
      ).toEqual([
        ['Slide 1 · Chart 1', 'Series name 1', 'Chart'],
        ['Slide 1 · Chart 1', 'Category 1', '1st'],
        ['Slide 1 · Chart 1', 'Category 2', '2nd'],
        ['Slide 1 · Chart 1', 'Category 3', '3rd'],
        ['Slide 1 · Chart 1', 'Category 4', '4th'],
      ]);
      expect(await expectPackageIntact(corpusFile(PPTX), run.translated)).toContain(EMBEDDED);
      const chart = cachedLabels(await (await entry(run.translated, 'ppt/charts/chart1.xml')).async('string'));
      const workbook = await (await entry(run.translated, EMBEDDED)).async('uint8array');
      const sheet =
        libreOfficeSheets([{ name: 'chart.xlsx', bytes: workbook }])
          .get('chart.xlsx')
          ?.get('Sheet1') ?? [];
      expect(chart.names).toEqual([cellAt(sheet, 'B1')]);
      expect(chart.categories).toEqual([['A2', 'A3', 'A4', 'A5'].map((a) => cellAt(sheet, a))]);
      expect(chart.names[0]).toBe('[de-DE] Çĥáŕţ');
    },
  );

  it(
    'Word: the title and each label once; every series’ cache and the workbook agree',
    { timeout: 300_000 },
    async () => {
      const bytes = await wordWithChart();
      const run = roundTrip('chart.docx', bytes);
      expectAllTranslated(run);
      const units = run.source.filter((u) => u.group === 'Chart 1');
      expect(units.map((u) => [u.id, u.label, unitText(u)])).toEqual([
        ['word/charts/chart1.xml#title2/p1', 'Title · ¶ 1', 'Sales & costs'],
        ['word/charts/chart1.xml#v1', 'Series name 1', 'Chart'],
        ['word/charts/chart1.xml#v2', 'Category 1', '1st'],
        ['word/charts/chart1.xml#v3', 'Category 2', '2nd'],
        ['word/charts/chart1.xml#v4', 'Category 3', '3rd'],
        ['word/charts/chart1.xml#v5', 'Category 4', '4th'],
        ['word/charts/chart1.xml#v6', 'Series name 2', 'Plan'],
      ]);
      await expectPackageIntact(bytes, run.translated);
      const chart = cachedLabels(await (await entry(run.translated, 'word/charts/chart1.xml')).async('string'));
      expect(chart.categories[1]).toEqual(chart.categories[0]);
      const workbook = await (
        await entry(run.translated, 'word/embeddings/Microsoft_Excel_Worksheet1.xlsx')
      ).async('uint8array');
      const sheet =
        libreOfficeSheets([{ name: 'chart.xlsx', bytes: workbook }])
          .get('chart.xlsx')
          ?.get('Sheet1') ?? [];
      expect(chart.categories[0]).toEqual(['A2', 'A3', 'A4', 'A5'].map((a) => cellAt(sheet, a)));
      expect(chart.names[0]).toBe(cellAt(sheet, 'B1'));
      // Word's reader (LibreOffice) still opens the document, its body translated.
      expect(libreOfficeText([{ name: 'chart.docx', bytes: run.translated }]).get('chart.docx')).toContain('[de-DE]');
      expect(extractDocument({ filename: 'chart.docx', bytes: run.translated }).units.length).toBe(run.source.length);
    },
  );
});
