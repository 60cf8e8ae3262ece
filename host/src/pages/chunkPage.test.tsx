import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { chunkPage } from './chunkPage';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>This page could not be loaded</p> : this.props.children;
  }
}

describe('a page in a chunk of its own', () => {
  it('shows its loading state, then the page with its props, and the next mount at once', async () => {
    const page = chunkPage(
      async () =>
        function Greeting({ name }: { name: string }) {
          return <h1>Hello {name}</h1>;
        },
      () => <p>Loading…</p>,
    );
    const first = render(<page.Page name="agent" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello agent' })).toBeTruthy();
    first.unmount();

    render(<page.Page name="again" />);
    expect(screen.getByRole('heading', { name: 'Hello again' })).toBeTruthy();
  });

  it('hands a chunk that cannot be loaded to the error boundary, and asks again next time', async () => {
    let attempts = 0;
    const page = chunkPage(
      () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('Loading chunk 7 failed'))
          : Promise.resolve(() => <h1>Loaded</h1>);
      },
      () => <p>Loading…</p>,
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = render(
      <Boundary>
        <page.Page />
      </Boundary>,
    );
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    failed.unmount();

    render(<page.Page />);
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
