import { describe, expect, it } from 'vitest';
import { lightMarkupToMarkdown } from './light-markup';

describe('lightMarkupToMarkdown', () => {
  it('makes a line wrapped in double asterisks a heading, dropping a trailing colon', () => {
    expect(lightMarkupToMarkdown('**Missing persons investigations**\nText')).toBe('### Missing persons investigations\nText');
    expect(lightMarkupToMarkdown('**Next steps**:')).toBe('### Next steps');
  });

  it('leaves a line with bold only in part of it, or two bold spans, as it is', () => {
    for (const line of ['**Note:** keep receipts', '**A** and **B**', '** not bold **', '****']) {
      expect(lightMarkupToMarkdown(line)).toBe(line);
    }
  });

  it('leaves an unfinished heading (mid-stream) as text', () => {
    expect(lightMarkupToMarkdown('**Missing persons investig')).toBe('**Missing persons investig');
  });

  it('turns • bullets into Markdown bullets, keeping their indentation', () => {
    expect(lightMarkupToMarkdown('• first\n•tight\n  • nested')).toBe('- first\n- tight\n  - nested');
  });

  it('keeps CRLF and CR text as lines', () => {
    expect(lightMarkupToMarkdown('**Title**\r\n• a\r• b')).toBe('### Title\n- a\n- b');
  });

  it('changes nothing inside fenced code blocks', () => {
    const code = '```\n**not a heading**\n• not a bullet\n```\n**Heading**';
    expect(lightMarkupToMarkdown(code)).toBe('```\n**not a heading**\n• not a bullet\n```\n### Heading');
    const tildes = '~~~~\n```\n**still code**\n~~~~\n• bullet';
    expect(lightMarkupToMarkdown(tildes)).toBe('~~~~\n```\n**still code**\n~~~~\n- bullet');
  });
});
