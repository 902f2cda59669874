import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { taggedText } from './tagged-text';

const t = i18n.createInstance();
await t.init({
  lng: 'en',
  interpolation: { escapeValue: false },
  resources: {
    en: {
      translation: {
        donated: '<from>{{from}}</from> donated <amount>{{amount}}</amount> to <to>{{to}}</to>',
        after: '<to>{{to}}</to> に <from>{{from}}</from>',
      },
    },
  },
});

describe('taggedText', () => {
  it('renders each tagged part with its component and the text between', () => {
    const { container } = render(
      <p>
        {taggedText(
          t.t,
          'donated',
          { from: 'Alice', to: 'Bob', amount: '1 BNB' },
          {
            from: (c) => <a href="/alice">{c}</a>,
            to: (c) => <a href="/bob">{c}</a>,
            amount: (c) => <b>{c}</b>,
          },
        )}
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Alice donated 1 BNB to Bob');
    expect(screen.getByRole('link', { name: 'Alice' })).toHaveAttribute('href', '/alice');
    expect(screen.getByRole('link', { name: 'Bob' })).toHaveAttribute('href', '/bob');
    expect(container.querySelector('b')).toHaveTextContent('1 BNB');
  });

  it('keeps the order of the language and a value that looks like a tag as text', () => {
    const { container } = render(
      <p>
        {taggedText(
          t.t,
          'after',
          { from: '<to>x</to>', to: 'Bob' },
          { from: (c) => <i>{c}</i>, to: (c) => <b>{c}</b> },
        )}
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Bob に <to>x</to>');
    expect(container.querySelector('i')).toHaveTextContent('<to>x</to>');
    expect(container.querySelectorAll('b')).toHaveLength(1);
  });
});
