import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AssistantMarkdown, { appPath, safeUrl } from './assistant-markdown';
import { ChatMarkup } from './chat-markup';

describe('AssistantMarkdown', () => {
  it("renders SPEC's light markup: a **line** heading, •/-/* bullets, numbered items, blank-line spacing", () => {
    const { container } = render(
      <AssistantMarkdown
        text={
          '**Surveillance basics**\nWhat a PI may do:\n\n• Watch public places\n- Take photos\n- Keep a log\n\n1. Check the licence\n2. Agree a budget'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Surveillance basics' })).toBeTruthy();
    expect(screen.getAllByRole('list').map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Watch public places',
      'Take photos',
      'Keep a log',
      'Check the licence',
      'Agree a budget',
    ]);
    expect(container.querySelector('p')?.textContent).toBe('What a PI may do:');
    expect(container.textContent).not.toContain('**');
    expect(container.textContent).not.toContain('•');
  });

  it('starts a numbered list at its first number', () => {
    render(<AssistantMarkdown text={'3. Third\n4. Fourth'} />);
    expect(screen.getByRole('list').getAttribute('start')).toBe('3');
  });

  it('keeps bold spans inside a line as strong text, not a heading', () => {
    const { container } = render(<AssistantMarkdown text="**Tip:** keep every receipt" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('Tip:');
    expect(container.textContent).toBe('Tip: keep every receipt');
  });

  it('keeps the lines of a paragraph apart with line breaks', () => {
    const { container } = render(<AssistantMarkdown text={'first\nsecond'} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
  });

  it('never makes headings above h3 (the page has h1 Chat and the h2 conversation)', () => {
    render(<AssistantMarkdown text={'# One\n## Two\n#### Four'} />);
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H3', 'H3', 'H4']);
  });

  it('shows HTML in a reply as text, never as elements', () => {
    const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n**<b>bold</b>**\n\n- <a href="javascript:alert(3)">link</a>';
    const { container } = render(<AssistantMarkdown text={attack} />);
    expect(container.querySelector('img, script, b, a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<script>');
    expect(screen.getByRole('listitem').textContent).toBe('<a href="javascript:alert(3)">link</a>');
  });

  it('opens http, https and mailto links safely and drops any other link target', () => {
    render(
      <AssistantMarkdown
        text={
          '[FTC](https://www.ftc.gov/) [mail](mailto:help@example.com) [bad](javascript:alert(1)) [data](data:text/html,x) [rel](/settings) <http://example.com/a>'
        }
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.ftc.gov/', 'mailto:help@example.com', 'http://example.com/a']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    expect(screen.getByText('rel').tagName).toBe('SPAN');
  });

  it('turns an image into a link, so nothing loads from another site', () => {
    const { container } = render(<AssistantMarkdown text="![a tracker](https://tracker.example/pixel.png)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'a tracker' }).getAttribute('href')).toBe('https://tracker.example/pixel.png');
  });

  it('renders GFM tables in a scrollable region, code blocks and inline code', () => {
    const { container } = render(
      <AssistantMarkdown
        text={
          '| State | Consent |\n|---|---|\n| Texas | one-party |\n| California | all-party |\n\n```\n**not a heading**\n<b>x</b>\n```\n\nRun `npm start`.'
        }
      />,
    );
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Consent' })).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toBe('**not a heading**\n<b>x</b>');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('p code')?.textContent).toBe('npm start');
  });

  it('resolves reference links through their definitions, with the same URL rules', () => {
    const { container } = render(
      <AssistantMarkdown text={'See [the FTC][ftc] and [this][bad].\n\n[ftc]: https://www.ftc.gov/ "FTC"\n[bad]: javascript:alert(1)'} />,
    );
    expect(screen.getByRole('link', { name: 'the FTC' }).getAttribute('href')).toBe('https://www.ftc.gov/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.textContent).toBe('See the FTC and this.');
  });

  it('keeps tight list items as text and loose ones as paragraphs; quotes and rules render', () => {
    const { container } = render(<AssistantMarkdown text={'- a\n- b\n\n***\n\n1. one\n\n2. two\n\n> quoted'} />);
    const [tight, loose] = screen.getAllByRole('list');
    expect(tight!.querySelectorAll('p')).toHaveLength(0);
    expect(loose!.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('blockquote')?.textContent).toBe('quoted');
  });

  it('renders strikethrough and task lists from GFM', () => {
    const { container } = render(<AssistantMarkdown text={'~~old~~ new\n\n- [x] done\n- [ ] open'} />);
    expect(container.querySelector('del')?.textContent).toBe('old');
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
  });
});

describe('safeUrl', () => {
  it('keeps http, https and mailto only', () => {
    expect(safeUrl('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(safeUrl(' HTTP://a.example ')).toBe('HTTP://a.example');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeUrl(undefined)).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '//host/path',
      'tel:123',
    ]) {
      expect(safeUrl(bad), bad).toBeUndefined();
    }
  });
});

describe('ChatMarkup (lazy)', () => {
  it('shows the text at once and the rendered Markdown when the renderer has loaded', async () => {
    const { container } = render(<ChatMarkup text={'**Next steps**\n- Call the police'} />);
    expect(container.textContent).toContain('Next steps');
    expect(await screen.findByRole('heading', { level: 3, name: 'Next steps' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Call the police');
  });
});

describe('appPath', () => {
  it('keeps a path of this app (a document citation) and nothing that could leave it', () => {
    expect(appPath('/document-intelligence?open=0e1c&page=2&start=10&end=40')).toBe(
      '/document-intelligence?open=0e1c&page=2&start=10&end=40',
    );
    expect(appPath('//evil.example/x')).toBeUndefined();
    expect(appPath('/\\evil.example')).toBeUndefined();
    expect(appPath('javascript:alert(1)')).toBeUndefined();
    expect(appPath('/x?a=<script>')).toBeUndefined();
    expect(appPath('/settings')).toBeUndefined();
  });
});
