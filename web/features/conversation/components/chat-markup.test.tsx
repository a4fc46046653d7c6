import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatMarkup } from './chat-markup';

describe('ChatMarkup', () => {
  it('renders a heading, bullets, numbered steps and spacing', () => {
    const { container } = render(
      <ChatMarkup text={'**Surveillance basics**\nWhat a PI may do:\n\n• Watch public places\n- Take photos\n* Keep a log\n\n1. Check the licence\n2. Agree a budget'} />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Surveillance basics' })).toBeTruthy();
    const lists = screen.getAllByRole('list');
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Watch public places',
      'Take photos',
      'Keep a log',
      'Check the licence',
      'Agree a budget',
    ]);
    expect(container.querySelectorAll('.cb-markup-space')).toHaveLength(2);
    expect(container.textContent).not.toContain('**');
    expect(container.textContent).not.toContain('•');
  });

  it('numbers a list from its first number', () => {
    render(<ChatMarkup text={'3. Third\n4. Fourth'} />);
    expect(screen.getByRole('list').getAttribute('start')).toBe('3');
  });

  it('renders bold spans as strong text', () => {
    const { container } = render(<ChatMarkup text="**Tip:** keep every receipt" />);
    expect(container.querySelector('strong')?.textContent).toBe('Tip:');
    expect(container.textContent).toBe('Tip: keep every receipt');
  });

  it('shows HTML in a reply as text, never as elements', () => {
    const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>\n**<b>bold</b>**\n- <a href="javascript:alert(3)">link</a>';
    const { container } = render(<ChatMarkup text={attack} />);
    expect(container.querySelector('img, script, b, a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('<b>bold</b>');
    expect(screen.getByRole('listitem').textContent).toBe('<a href="javascript:alert(3)">link</a>');
  });

  it('keeps the lines of a paragraph apart with line breaks', () => {
    const { container } = render(<ChatMarkup text={'first\nsecond'} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph.textContent).toBe('firstsecond');
  });
});
