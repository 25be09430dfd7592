import { describe, expect, it } from 'vitest';
import { orderCancelledContent } from './orders.mail-job.js';

const URL = 'http://routier.test/my-orders/7';

describe('the cancellation e-mail', () => {
  it('states the fee in Canadian dollars in English', () => {
    const c = orderCancelledContent('RT-100107', { feeCents: 1200, refundCents: 0 }, URL, 'Ana')('en');
    expect(c.subject).toBe('Order RT-100107 cancelled');
    expect(c.greeting).toBe('Hello Ana,');
    expect(c.paragraphs).toEqual(['Your order RT-100107 has been cancelled.', 'A cancellation fee of $12.00 applies.']);
    expect(c.action).toEqual({ label: 'View the order', url: URL });
  });

  it('states the fee in Canadian dollars in French, with French spacing', () => {
    const c = orderCancelledContent('RT-100107', { feeCents: 123_456, refundCents: 0 }, URL, null)('fr');
    expect(c.greeting).toBe('Bonjour,');
    expect(c.paragraphs[1]).toBe('Des frais d’annulation de 1\u00a0234,56\u00a0$ s’appliquent.');
    expect(c.fallbackHint).toBe('Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:');
  });

  it('says when no fee applies', () => {
    expect(orderCancelledContent('RT-100107', { feeCents: 0, refundCents: 0 }, URL, 'Ana')('en').paragraphs[1]).toBe(
      'No cancellation fee applies.',
    );
  });

  it('says how much of a card payment is refunded, in both languages', () => {
    const money = { feeCents: 6_500, refundCents: 12_000 };
    expect(orderCancelledContent('RT-100107', money, URL, 'Ana')('en').paragraphs.slice(1)).toEqual([
      'A cancellation fee of $65.00 applies.',
      '$120.00 of your payment is being refunded to your card.',
    ]);
    expect(orderCancelledContent('RT-100107', money, URL, 'Ana')('fr').paragraphs[2]).toBe(
      '120,00\u00a0$ de votre paiement vous est remboursé sur votre carte.',
    );
  });
});
