/**
 * A Word package whose paragraphs hold each of Word's containers and codes once (content controls, nested
 * ones, custom XML and smart tags, tracked insertions, deletions and moves, an equation, bidirectional
 * overrides, bookmarks and a comment, fields, hyperlinks and a table of contents), for the tests of what
 * the document layer makes of them.
 */
import { wordPackage } from './word-package.harness';

const run = (text: string, properties = '') =>
  `<w:r>${properties && `<w:rPr>${properties}</w:rPr>`}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...content: string[]) => `<w:p>${content.join('')}</w:p>`;
const control = (tag: string, ...content: string[]) =>
  `<w:sdt><w:sdtPr><w:rPr><w:b/></w:rPr><w:alias w:val="${tag}"/><w:tag w:val="${tag}"/></w:sdtPr>` +
  `<w:sdtContent>${content.join('')}</w:sdtContent></w:sdt>`;
const REVISION = 'w:author="Reviewer" w:date="2026-01-05T10:00:00Z"';
const fieldChar = (type: string) => `<w:r><w:fldChar w:fldCharType="${type}"/></w:r>`;
const field = (code: string, result: string) =>
  fieldChar('begin') +
  `<w:r><w:instrText xml:space="preserve"> ${code} </w:instrText></w:r>` +
  fieldChar('separate') +
  run(result) +
  fieldChar('end');
const EQUATION =
  '<m:oMath><m:r><w:rPr><w:rFonts w:ascii="Cambria Math" w:hAnsi="Cambria Math"/></w:rPr><m:t>A=π</m:t></m:r>' +
  '<m:sSup><m:e><m:r><m:t>r</m:t></m:r></m:e><m:sup><m:r><m:t>2</m:t></m:r></m:sup></m:sSup></m:oMath>';
const tocEntry = (anchor: string, title: string, page: string) =>
  `<w:hyperlink w:anchor="${anchor}" w:history="1">${run(title)}<w:r><w:tab/></w:r>` +
  `${field(`PAGEREF ${anchor} \\h`, page)}</w:hyperlink>`;

/** One paragraph of each container, with a comment on one. */
const BODY = [
  paragraph(run('Dear '), control('client', run('valued customer')), run(', thank you.')),
  control(
    'letter',
    paragraph(run('Signed by '), control('signer', run('the manager '), control('date', run('on Monday'))), run('.')),
  ),
  paragraph(
    '<w:customXml w:uri="urn:example:contract" w:element="party"><w:customXmlPr><w:attr w:name="role" w:val="buyer"/></w:customXmlPr>',
    run('The buyer'),
    '</w:customXml>',
    run(' pays '),
    '<w:smartTag w:uri="urn:schemas-microsoft-com:office:smarttags" w:element="place">',
    run('in Amsterdam'),
    '</w:smartTag>',
    run('.'),
  ),
  paragraph(
    run('The '),
    `<w:del w:id="1" ${REVISION}><w:r><w:delText xml:space="preserve">old </w:delText></w:r></w:del>`,
    `<w:ins w:id="2" ${REVISION}>${run('new ')}</w:ins>`,
    run('contract applies.'),
  ),
  paragraph(
    `<w:moveFromRangeStart w:id="3" w:name="move1" ${REVISION}/><w:moveFrom w:id="4" ${REVISION}>`,
    run('Today '),
    '</w:moveFrom><w:moveFromRangeEnd w:id="3"/>',
    run('we sign'),
    `<w:moveToRangeStart w:id="5" w:name="move1" ${REVISION}/><w:moveTo w:id="6" ${REVISION}>`,
    run(' today'),
    '</w:moveTo><w:moveToRangeEnd w:id="5"/>',
    run('.'),
  ),
  paragraph(run('The area is '), EQUATION, run(' for any circle.')),
  paragraph(`<m:oMathPara>${EQUATION}</m:oMathPara>`),
  paragraph(
    run('The name '),
    `<w:dir w:val="rtl">${run('שלום עולם', '<w:rtl/>')}</w:dir>`,
    run(' and the code '),
    `<w:bdo w:val="ltr">${run('AB-12')}</w:bdo>`,
    run(' stay.'),
  ),
  paragraph(
    run('See '),
    '<w:bookmarkStart w:id="10" w:name="terms"/>',
    run('the terms'),
    '<w:bookmarkEnd w:id="10"/>',
    run(' and '),
    '<w:commentRangeStart w:id="0"/>',
    run('conditions'),
    '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r>',
    run('.'),
  ),
  paragraph(run('Half'), '<w:bookmarkStart w:id="11" w:name="_GoBack"/><w:bookmarkEnd w:id="11"/>', run(' done.')),
  paragraph(
    run('Page '),
    field('PAGE', '3'),
    run(' of '),
    field('NUMPAGES', '9'),
    run(', printed '),
    field('DATE \\@ "d MMMM yyyy"', '5 January 2026'),
    run('.'),
  ),
  paragraph(
    run('Section '),
    `<w:fldSimple w:instr=" REF terms \\h ">${run('the terms')}</w:fldSimple>`,
    run(' apply; visit '),
    `<w:fldSimple w:instr=' HYPERLINK "https://example.com/" '>${run('our website')}</w:fldSimple>`,
    run(' or '),
    field('HYPERLINK "https://example.com/help"', 'the help pages'),
    run('.'),
  ),
  // As Word writes it: the field opens in the first entry's paragraph and ends after the last.
  paragraph(
    fieldChar('begin'),
    '<w:r><w:instrText xml:space="preserve"> TOC \\o "1-3" \\h </w:instrText></w:r>',
    fieldChar('separate'),
    tocEntry('_Toc1', 'Introduction', '1'),
  ),
  paragraph(tocEntry('_Toc2', 'Terms', '2')),
  paragraph(fieldChar('end')),
  paragraph('<w:bookmarkStart w:id="20" w:name="_Toc1"/>', run('Introduction'), '<w:bookmarkEnd w:id="20"/>'),
].join('');

const COMMENTS = `<w:comment w:id="0" ${REVISION} w:initials="R">${paragraph(run('Check the wording.'))}</w:comment>`;

export const containersPackage = (): Promise<Uint8Array> => wordPackage(BODY, { comments: COMMENTS });
