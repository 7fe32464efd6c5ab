import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-paste';

describe('pasting from Word and Google Docs', () => {
  it('drops Word’s comments, office tags, classes and mso- styles', () => {
    const word =
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--><style>p.MsoNormal{mso-style-parent:"";}</style>' +
      '<p class="MsoNormal" style="mso-margin-top-alt:auto;margin:0cm"><span lang="EN-GB" style="font-size:12.0pt;mso-bidi-font-size:11pt">Harbour reopens<o:p></o:p></span></p>';
    expect(cleanPastedHtml(word)).toBe('<p>Harbour reopens</p>');
  });

  it('unwraps Google Docs’ document-wide bold and keeps its styled bold and italic', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38">' +
      '<span style="font-weight:400">Plain, </span><span style="font-weight:700">strong</span> and <span style="font-style:italic">slanted</span></p></b>';
    expect(cleanPastedHtml(docs)).toBe('<p>Plain, <strong>strong</strong> and <em>slanted</em></p>');
  });

  it('leaves clean HTML as it was', () => {
    expect(cleanPastedHtml('<h2>Title</h2><ul><li><a href="https://example.com">a link</a></li></ul>')).toBe(
      '<h2>Title</h2><ul><li><a href="https://example.com">a link</a></li></ul>',
    );
  });
});
