import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from '@villa/shared/contract';
import { Testimonials } from './Testimonials';

const testimonial = (n: number, response: string | null = null): Testimonial => ({
  headline: `Headline ${n}`,
  testimonial: `We loved it ${n}`,
  displayName: `The Family ${n}, Leeds`,
  stayed: '2026-08',
  rating: 5,
  response,
});

describe('Testimonials', () => {
  test('shows the first 3, Read more reveals the rest and Show fewer hides them again', async () => {
    const user = userEvent.setup();
    render(
      <Testimonials
        testimonials={[1, 2, 3, 4, 5].map((n) =>
          testimonial(n, n === 5 ? 'Thank you for staying with us!' : null),
        )}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Headline 4')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Headline 5')).toBeInTheDocument();
    expect(screen.getByText("Owner's response")).toBeInTheDocument();
    expect(screen.getByText('Thank you for staying with us!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  test('with 3 or fewer there is no Read more', () => {
    render(<Testimonials testimonials={[testimonial(1), testimonial(2)]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(screen.getByText(/The Family 1, Leeds/)).toHaveTextContent('Stayed August 2026');
    expect(screen.getAllByLabelText('Rated 5 out of 5')).toHaveLength(2);
  });

  test('says when there are none', () => {
    render(<Testimonials testimonials={[]} />);
    expect(screen.getByText('No guest testimonials yet.')).toBeInTheDocument();
  });
});
