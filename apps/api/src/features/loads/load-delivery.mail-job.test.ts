import { describe, expect, it } from 'vitest';
import { loadDeliveredContent } from './load-delivery.mail-job.js';

const mail = { orderId: 7, orderNumber: 'RT-100107', userId: 3, cars: 2, deliveredAt: '2026-11-21', orderCompleted: true };

describe('the delivery email', () => {
  it('tells the customer in English which order was delivered and when', () => {
    const c = loadDeliveredContent(mail, 'http://routier.test/my-orders/7', 'Ana')('en');
    expect(c.subject).toBe('Order RT-100107 delivered');
    expect(c.paragraphs[0]).toBe('2 vehicles of your order RT-100107 were delivered on November 21, 2026.');
    expect(c.action).toEqual({ label: 'View the order', url: 'http://routier.test/my-orders/7' });
  });

  it('speaks French with French typography, and says when only part of the order arrived', () => {
    const c = loadDeliveredContent({ ...mail, cars: 1, orderCompleted: false }, 'http://routier.test/my-orders/7', null)('fr');
    expect(c.subject).toBe('Livraison pour la commande RT-100107');
    expect(c.greeting).toBe('Bonjour,');
    expect(c.paragraphs[0]).toBe('Un véhicule de votre commande RT-100107 a été livré le 21 novembre 2026.');
    expect(c.fallbackHint).toMatch(/\u00a0:$/);
  });
});
