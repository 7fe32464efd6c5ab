import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface XmlElement {
  text: string;
  attributes: Record<string, string>;
}

export interface XmlDocumentFacts {
  root: string;
  /** Every element by local name (namespaces ignored): `loc`, `link`, `publication_date`… */
  elements: Record<string, XmlElement[]>;
}

/** Fetches a site file and checks its status and content type. */
export async function fetchSiteFile(request: APIRequestContext, path: string, contentType: RegExp): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(contentType);
  expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
  return response.text();
}

/**
 * Parses XML with the browser's own parser, which refuses a document that is not well-formed,
 * and returns its root and elements in plain data.
 */
export async function parseXml(page: Page, xml: string): Promise<XmlDocumentFacts> {
  const facts = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.getElementsByTagName('parsererror')[0];
    if (error) return { error: error.textContent ?? 'parse error' };
    const elements: Record<string, { text: string; attributes: Record<string, string> }[]> = {};
    for (const element of Array.from(document.getElementsByTagName('*'))) {
      const attributes = Object.fromEntries(Array.from(element.attributes).map((attribute) => [attribute.name, attribute.value]));
      (elements[element.localName] ??= []).push({ text: element.children.length === 0 ? (element.textContent ?? '') : '', attributes });
    }
    return { root: document.documentElement.localName, elements };
  }, xml);
  if ('error' in facts) throw new Error(`not well-formed XML: ${facts.error}`);
  return facts;
}

export const texts = (facts: XmlDocumentFacts, name: string) => (facts.elements[name] ?? []).map((element) => element.text);
