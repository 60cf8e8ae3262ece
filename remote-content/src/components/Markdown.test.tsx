import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@villa/shared/router';
import { TermsList } from '../pages/TermsPage';
import { Markdown } from './Markdown';

const renderIn = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('terms rendering', () => {
  const terms = [
    {
      heading: 'Booking',
      body: 'See [Citizens Advice](https://www.citizensadvice.org.uk/) or [the map](/about-florida/map).',
    },
    {
      heading: 'Payment',
      body: 'Pay **on time**.\n\n<script>window.hacked = true</script>\n\nInline <b>bold</b> and <img src=x onerror="window.hacked=true">.',
    },
  ];

  test('numbers the sections, headed "{heading} Terms & Conditions", each with a way back', () => {
    renderIn(<TermsList terms={terms} />);
    const index = screen.getByRole('navigation', { name: 'Terms sections' });
    expect(index.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Booking Terms & Conditions' })).toHaveAttribute(
      'href',
      '#terms-section-1',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: '1. Booking Terms & Conditions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: '2. Payment Terms & Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to terms sections' })).toHaveLength(2);
  });

  test('opens every link in a new tab, without giving the page a handle on the portal', () => {
    renderIn(<TermsList terms={terms} />);
    for (const name of [/Citizens Advice/, /the map/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /Citizens Advice/ })).toHaveAttribute(
      'href',
      'https://www.citizensadvice.org.uk/',
    );
  });

  test('shows a script tag and other HTML as text, and never runs or renders it', () => {
    const { container } = renderIn(<TermsList terms={terms} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(container.textContent).toContain('<b>bold</b>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.querySelector('strong')).toHaveTextContent('on time');
  });

  test('drops javascript: links', () => {
    renderIn(<Markdown allLinksInNewTab>{'[click](javascript:alert(1))'}</Markdown>);
    const link = screen.getByText('click').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  test('outside the terms, portal links stay in the tab and other sites open a new one', () => {
    renderIn(<Markdown>{'[map](/about-florida/map) and [ICO](https://ico.org.uk/)'}</Markdown>);
    const map = screen.getByRole('link', { name: 'map' });
    expect(map).toHaveAttribute('href', '/about-florida/map');
    expect(map).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /ICO/ })).toHaveAttribute('target', '_blank');
  });
});
