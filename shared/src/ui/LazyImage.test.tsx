import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazyImage } from './LazyImage';
import { LAZY_ROOT_MARGIN } from './useNearViewport';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options: IntersectionObserverInit; targets: Set<Element> }> = [];

beforeAll(() => {
  class FakeObserver {
    targets = new Set<Element>();
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ callback, options, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {}
  }
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});

function comeNear(element: Element) {
  const observer = observers.find((o) => o.targets.has(element));
  if (!observer) throw new Error('not observed');
  act(() => observer.callback([{ target: element, isIntersecting: true }]));
}

describe('LazyImage (SPEC 8, 9)', () => {
  it('starts loading 2.5 viewport heights ahead, not before', () => {
    render(<LazyImage src="/api/images/1" alt="Salon" width={640} height={480} />);
    const image = screen.getByRole('img', { name: 'Salon' });
    expect(image).not.toHaveAttribute('src');
    expect(observers[0]?.options.rootMargin).toBe('250% 0px');
    expect(LAZY_ROOT_MARGIN).toBe('250% 0px');
    comeNear(image);
    expect(image).toHaveAttribute('src', '/api/images/1');
  });

  it('loads at once when eager, from the server HTML too', () => {
    expect(renderToString(<LazyImage src="/a.jpg" alt="" eager />)).toContain('src="/a.jpg"');
    expect(renderToString(<LazyImage src="/a.jpg" alt="" />)).not.toContain('src=');
  });

  it('says « L\'image n\'a pas pu être chargée » in a box of the same size and class', () => {
    render(<LazyImage src="/missing.jpg" alt="Photo de Léa" className="photo" width={480} height={360} eager />);
    fireEvent.error(screen.getByRole('img', { name: 'Photo de Léa' }));
    const failed = screen.getByRole('img', { name: "Photo de Léa : L'image n'a pas pu être chargée" });
    expect(failed).toHaveClass('photo');
    expect(failed).toHaveTextContent("L'image n'a pas pu être chargée");
    expect(failed.style.aspectRatio).toBe('480 / 360');
  });

  it('keeps the message as a tooltip on a small avatar', () => {
    render(<LazyImage src="/missing.jpg" alt="" width={40} height={40} eager />);
    fireEvent.error(screen.getByRole('presentation', { hidden: true }));
    expect(screen.getByRole('img', { name: "L'image n'a pas pu être chargée" })).toHaveAttribute('title', "L'image n'a pas pu être chargée");
  });
});
